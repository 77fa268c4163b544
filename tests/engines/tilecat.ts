// TypeScript tables generated from the data files by `tilecat gen ts --out tests/engines/tilecat.ts`.
// Do not edit: change the data and run the command again.
// Format version 2.0.0, data version 3.0.0.

/**
 * The exported catalog: every expansion and every tile, each sorted by id.
 */
export interface Catalog {
  /**
   * The version of this document's layout: 2, the major number of `format_version`.
   */
  readonly version: 2;
  /**
   * The version of the format, Semantic Versioning such as `2.0.0`: its major number is
   * `version`, its minor number rises when keys are added.
   */
  readonly format_version: string;
  /**
   * The version of the data, Semantic Versioning, derived from the expansions' own
   * `version`s: each of its three numbers is the sum of theirs.
   */
  readonly data_version: string;
  /**
   * The expansions, sorted by id.
   */
  readonly expansions: readonly Expansion[];
  /**
   * The tiles of all expansions, sorted by id.
   */
  readonly tiles: readonly Tile[];
}

/**
 * The back of an expansion's tiles.
 */
export interface Back {
  /**
   * The back's picture: a square PNG or JPEG file, its path taken from the expansion's
   * folder (the one holding `expansion.toml`), such as `back.png`.
   */
  readonly picture: string;
}

/**
 * A die that comes with an expansion.
 */
export interface Die {
  /**
   * The number on each face; the flight die's are 1, 1, 2, 2, 3, 3.
   */
  readonly faces: readonly number[];
}

/**
 * A compass direction on the tile as printed: the four sides and the four corners.
 *
 * Directions turn with the tile: a quarter turn clockwise maps `N` to `E`, `NE` to `SE`, `W` to
 * `N` and `NW` to `NE`.
 */
export type Direction = "N" | "NE" | "E" | "SE" | "S" | "SW" | "W" | "NW";

/**
 * What meets one side of a tile.
 */
export type EdgeKind = "field" | "road" | "city" | "river";

/**
 * One of the twelve positions along a tile's edge, clockwise from the north-west corner.
 *
 * A side's centre (`N`, `E`, `S`, `W`) is where a road or a city meets the side; the halves are
 * where fields meet it. `L` and `R` are left and right as seen from the tile centre looking out
 * through that side, so the north-west corner is `WR` + `NL`.
 */
export type EdgePosition = "NL" | "N" | "NR" | "EL" | "E" | "ER" | "SL" | "S" | "SR" | "WL" | "W" | "WR";

/**
 * What meets each of the four sides of a tile, as printed.
 */
export interface Edges {
  /**
   * What meets the north side.
   */
  readonly N: EdgeKind;
  /**
   * What meets the east side.
   */
  readonly E: EdgeKind;
  /**
   * What meets the south side.
   */
  readonly S: EdgeKind;
  /**
   * What meets the west side.
   */
  readonly W: EdgeKind;
}

/**
 * One printing of an expansion.
 */
export interface Edition {
  /**
   * The edition's short name, such as `C3` for the third edition.
   */
  readonly id: string;
  /**
   * How many land tiles the edition's box holds: the per-edition counts of the expansion's
   * tiles add up to this.
   */
  readonly tiles: number;
  /**
   * The year the edition was published, when it is known (a tile set imported from another
   * program may name none).
   */
  readonly year?: number | null;
}

/**
 * How many copies of the tile each edition holds, as a table from edition id (such as `C3`) to a count; empty when no edition is known (as for tiles imported from a source that names none).
 */
export type EditionCounts = {
  readonly [key: string]: number;
};

/**
 * An expansion (or the base game): the editions it was printed in, its die and its mark.
 */
export interface Expansion {
  /**
   * Identifier unique across the catalog, such as `flier`: 1 to 64 letters, digits, `-` and
   * `_`.
   */
  readonly id: ExpansionId;
  /**
   * The expansion's name in English, such as `The Flier`.
   */
  readonly name: string;
  /**
   * The editions the expansion was printed in, oldest first.
   */
  readonly editions: readonly Edition[];
  /**
   * The picture printed on the back of the expansion's tiles, if it has one of its own; a
   * print gives every tile one back unless asked for each expansion's own.
   */
  readonly back?: Back | null;
  /**
   * The die that comes with the expansion, if any.
   */
  readonly die?: Die | null;
  /**
   * What the expansion states about its tiles, checked by `tilecat validate`.
   */
  readonly requires?: readonly TileRequirement[];
  /**
   * The mark printed on the expansion's tiles, if any.
   */
  readonly symbol?: ExpansionSymbol | null;
  /**
   * The version of the expansion's data, in Semantic Versioning such as `1.0.0`: raised on
   * every release of its tiles, its major number when a tile goes away, changes id or
   * changes what it means in play. Absent for data not yet released; `tilecat package`
   * needs it.
   */
  readonly version?: string | null;
}

/**
 * The id of an expansion of the catalog.
 */
export type ExpansionId = "base" | "crop-circles" | "flier";

/**
 * One feature of a tile: a claimable one or a river.
 */
export interface Feature {
  /**
   * What kind of feature this is.
   */
  readonly kind: "road" | "city" | "monastery" | "garden" | "field" | "river" | "quarter" | "tower" | "german-castle";
  /**
   * Identifier of the feature on its tile, such as `road`.
   */
  readonly id: string;
  /**
   * The edge positions the feature occupies, in the order the data file lists them; empty
   * for a feature inside the tile, such as a garden.
   */
  readonly edges: readonly EdgePosition[];
  /**
   * The area the feature covers on the tile as printed, in tile units (`[x, y]`, 0 to 1, x to
   * the east and y to the south): closed rings of points, a point inside when it lies inside
   * an odd number of them, so a ring inside another is a hole. The roads, cities and fields
   * of a tile cover it without overlapping; monasteries and gardens lie on top.
   */
  readonly shape: readonly (readonly (readonly number[])[])[];
  /**
   * Where a meeple stands on the feature, in tile units: inside its shape, away from its
   * edges and from the tile's other spots.
   */
  readonly spot: readonly number[];
  /**
   * For a field: the ids of the cities on this tile that it borders.
   */
  readonly cities?: readonly string[] | null;
  /**
   * For a road that ends at a thing of its own (`well`, `house`, `tunnel-mouth`) or a river
   * that ends at its `spring` or `lake`: that end.
   */
  readonly end?: string | null;
  /**
   * For a city: the number of pennants printed in it.
   */
  readonly pennants?: number | null;
  /**
   * For a city that is no semi-circular segment, so that no small city it closes becomes a
   * castle: `false`; absent for every other feature.
   */
  readonly semicircular?: false;
  /**
   * For a city that meets a side another city of the tile holds: that side (`N`, `E`, `S`
   * or `W`); absent for every other feature.
   */
  readonly shares?: Side | null;
  /**
   * For a road in a tunnel or a river under a bridge: the id of the feature it passes under.
   */
  readonly under?: string | null;
}

/**
 * The flying machine printed on a tile.
 */
export interface Flier {
  /**
   * The direction the arrow points in, on the tile as printed.
   */
  readonly direction: Direction;
}

/**
 * A picture printed on a tile.
 */
export interface Illustration {
  /**
   * What the picture shows.
   */
  readonly kind: IllustrationKind;
  /**
   * The id of the field the picture stands in.
   */
  readonly field: string;
  /**
   * Where on the tile the picture sits, as a direction from the tile centre; absent for the
   * middle of its field. Only drawing uses it.
   */
  readonly placement?: Direction | null;
}

/**
 * What an illustration shows. Illustrations have no rules effect in this expansion; other
 * expansions refer to them.
 */
export type IllustrationKind = "pigsty" | "farmhouse" | "highwaymen" | "garden";

/**
 * One marker printed on a tile.
 */
export interface Marker {
  /**
   * What the marker is.
   */
  readonly kind: MarkerKind;
  /**
   * For a marker on a feature, the id of that feature of the tile; absent for a marker the
   * tile shows.
   */
  readonly feature?: string | null;
  /**
   * Where on the tile the marker's picture sits, as a direction from the tile centre; for a
   * wind rose, the direction its arrow points in. Absent for the middle of its feature or of
   * the tile.
   */
  readonly placement?: Direction | null;
  /**
   * For `extra-points`, the points the marker adds.
   */
  readonly points?: number | null;
}

/**
 * What a marker is: a closed list, named in data files in kebab-case.
 */
export type MarkerKind = "wine" | "grain" | "cloth" | "inn" | "cathedral" | "princess" | "besieged" | "pig-herd" | "shrine" | "church" | "abbots-monastery" | "japanese-building" | "well" | "shed" | "labyrinth" | "tunnel" | "extra-points" | "festival" | "bazaar" | "volcano" | "dragon" | "magic-portal" | "mage-and-witch" | "crop-circle-city" | "crop-circle-road" | "crop-circle-field" | "hill" | "vineyard" | "gold-mine" | "wind-rose" | "ferry" | "yaga-hut" | "vodyanoy" | "razboynik" | "acrobat-space" | "wheel-of-fortune" | "abbey" | "haunted-castle" | "cemetery" | "german-cathedral" | "mist" | "city-of-leipzig" | "school";

/**
 * How far a tile is turned clockwise from its printed orientation, in degrees.
 */
export type Rotation = 0 | 90 | 180 | 270;

/**
 * One of the four sides of a square tile. North is the top edge as printed.
 */
export type Side = "N" | "E" | "S" | "W";

/**
 * The mark printed on each tile of an expansion, telling its tiles apart from the others.
 */
export interface ExpansionSymbol {
  /**
   * What the mark shows, in words.
   */
  readonly description: string;
  /**
   * The corner of the tile the mark is printed in: `NE`, `SE`, `SW` or `NW`.
   */
  readonly corner: Direction;
  /**
   * The mark's picture: a square PNG or JPEG file, its path taken from the expansion's folder
   * (the one holding `expansion.toml`), such as `symbol.png`. The mark is drawn from this
   * picture alone: a symbol without one is described but not drawn.
   */
  readonly picture?: string | null;
}

/**
 * One tile in its printed orientation.
 */
export interface Tile {
  /**
   * Identifier unique across the catalog, such as `flier-A`.
   */
  readonly id: TileId;
  /**
   * The id of the expansion the tile belongs to, such as `flier`.
   */
  readonly expansion: ExpansionId;
  /**
   * The letter printed on the tile in the edition's rules, such as `A`.
   */
  readonly letter: string;
  /**
   * What meets each side: `field`, `road`, `city` or `river`.
   */
  readonly edges: Edges;
  /**
   * The features (the claimable ones and rivers), in the order the data file lists them.
   */
  readonly features: readonly Feature[];
  /**
   * Pictures printed on the tile that have no rules effect of their own here.
   */
  readonly illustrations: readonly Illustration[];
  /**
   * How many copies of the tile each edition of its expansion holds, by edition id.
   */
  readonly counts: EditionCounts;
  /**
   * The flying machine printed on the tile; absent when there is none.
   */
  readonly flier?: Flier | null;
  /**
   * What an expansion prints on the tile besides its features: markers on features and
   * things the tile shows; absent when there are none.
   */
  readonly markers?: readonly Marker[];
  /**
   * Whether one of the tile's copies is the start tile, dealt first; absent when it is not.
   */
  readonly start?: boolean;
}

/**
 * The id of a tile of the catalog.
 */
export type TileId = "base-A" | "base-B" | "base-C" | "base-D" | "base-E" | "base-E-garden" | "base-F" | "base-G" | "base-H" | "base-H-garden" | "base-I" | "base-I-garden" | "base-J" | "base-K" | "base-L" | "base-M" | "base-M-garden" | "base-N" | "base-N-garden" | "base-O" | "base-P" | "base-Q" | "base-R" | "base-R-garden" | "base-S" | "base-T" | "base-U" | "base-U-garden" | "base-V" | "base-V-garden" | "base-W" | "base-X" | "crop-circles-A" | "crop-circles-B" | "crop-circles-C" | "crop-circles-D" | "crop-circles-E" | "crop-circles-F" | "flier-A" | "flier-B" | "flier-C" | "flier-D" | "flier-E" | "flier-F" | "flier-G" | "flier-H";

/**
 * A fact an expansion states about its tiles, listed in its `requires`; `tilecat validate`
 * reports every tile (or the expansion) that breaks it.
 */
export type TileRequirement = "every-tile-has-a-flier" | "one-start-tile";

/** Every expansion, sorted by id. */
export const EXPANSIONS: readonly Expansion[] = [
  {
    "id": "base",
    "name": "Carcassonne",
    "version": "1.0.0",
    "editions": [
      {
        "id": "C1",
        "year": 2000,
        "tiles": 72
      },
      {
        "id": "C2",
        "year": 2014,
        "tiles": 72
      },
      {
        "id": "C3",
        "year": 2021,
        "tiles": 72
      }
    ],
    "requires": [
      "one-start-tile"
    ]
  },
  {
    "id": "crop-circles",
    "name": "Crop Circles",
    "version": "1.0.0",
    "editions": [
      {
        "id": "C1",
        "year": 2012,
        "tiles": 6
      }
    ]
  },
  {
    "id": "flier",
    "name": "The Flier",
    "version": "1.0.0",
    "editions": [
      {
        "id": "C1",
        "year": 2012,
        "tiles": 8
      },
      {
        "id": "C2",
        "year": 2017,
        "tiles": 8
      },
      {
        "id": "C3",
        "year": 2021,
        "tiles": 8
      }
    ],
    "die": {
      "faces": [
        1,
        1,
        2,
        2,
        3,
        3
      ]
    },
    "symbol": {
      "description": "a small flying machine",
      "corner": "SE",
      "picture": "symbol.png"
    },
    "requires": [
      "every-tile-has-a-flier"
    ]
  }
];

/** Every tile, sorted by id. */
export const TILES: readonly Tile[] = [
  {
    "id": "base-A",
    "expansion": "base",
    "letter": "A",
    "edges": {
      "N": "field",
      "E": "field",
      "S": "road",
      "W": "field"
    },
    "features": [
      {
        "kind": "monastery",
        "id": "monastery",
        "edges": [],
        "shape": [
          [
            [
              0.3348,
              0.493
            ],
            [
              0.334,
              0.49
            ],
            [
              0.3348,
              0.487
            ],
            [
              0.3368,
              0.485
            ],
            [
              0.4768,
              0.395
            ],
            [
              0.477,
              0.3948
            ],
            [
              0.48,
              0.394
            ],
            [
              0.483,
              0.3948
            ],
            [
              0.4832,
              0.395
            ],
            [
              0.554,
              0.4404
            ],
            [
              0.554,
              0.346
            ],
            [
              0.55,
              0.346
            ],
            [
              0.547,
              0.3452
            ],
            [
              0.5448,
              0.343
            ],
            [
              0.544,
              0.34
            ],
            [
              0.5448,
              0.337
            ],
            [
              0.5452,
              0.3366
            ],
            [
              0.5451,
              0.3365
            ],
            [
              0.594,
              0.2681
            ],
            [
              0.594,
              0.231
            ],
            [
              0.575,
              0.231
            ],
            [
              0.572,
              0.2302
            ],
            [
              0.5698,
              0.228
            ],
            [
              0.569,
              0.225
            ],
            [
              0.5698,
              0.222
            ],
            [
              0.572,
              0.2198
            ],
            [
              0.575,
              0.219
            ],
            [
              0.594,
              0.219
            ],
            [
              0.594,
              0.2
            ],
            [
              0.5948,
              0.197
            ],
            [
              0.597,
              0.1948
            ],
            [
              0.6,
              0.194
            ],
            [
              0.603,
              0.1948
            ],
            [
              0.6052,
              0.197
            ],
            [
              0.606,
              0.2
            ],
            [
              0.606,
              0.219
            ],
            [
              0.625,
              0.219
            ],
            [
              0.628,
              0.2198
            ],
            [
              0.6302,
              0.222
            ],
            [
              0.631,
              0.225
            ],
            [
              0.6302,
              0.228
            ],
            [
              0.628,
              0.2302
            ],
            [
              0.625,
              0.231
            ],
            [
              0.606,
              0.231
            ],
            [
              0.606,
              0.2681
            ],
            [
              0.6549,
              0.3365
            ],
            [
              0.6548,
              0.3366
            ],
            [
              0.6552,
              0.337
            ],
            [
              0.656,
              0.34
            ],
            [
              0.6552,
              0.343
            ],
            [
              0.653,
              0.3452
            ],
            [
              0.65,
              0.346
            ],
            [
              0.646,
              0.346
            ],
            [
              0.646,
              0.62
            ],
            [
              0.6452,
              0.623
            ],
            [
              0.643,
              0.6252
            ],
            [
              0.64,
              0.626
            ],
            [
              0.36,
              0.626
            ],
            [
              0.357,
              0.6252
            ],
            [
              0.3548,
              0.623
            ],
            [
              0.354,
              0.62
            ],
            [
              0.354,
              0.496
            ],
            [
              0.34,
              0.496
            ],
            [
              0.337,
              0.4952
            ]
          ]
        ],
        "spot": [
          0.4803,
          0.521
        ]
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "S"
        ],
        "shape": [
          [
            [
              0.425,
              1.0
            ],
            [
              0.425,
              0.5
            ],
            [
              0.575,
              0.5
            ],
            [
              0.575,
              1.0
            ]
          ]
        ],
        "spot": [
          0.5,
          0.75
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "NL",
          "NR",
          "EL",
          "ER",
          "SL",
          "SR",
          "WL",
          "WR"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ],
            [
              0.575,
              1.0
            ],
            [
              0.575,
              0.5
            ],
            [
              0.425,
              0.5
            ],
            [
              0.425,
              1.0
            ]
          ]
        ],
        "spot": [
          0.207,
          0.207
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 2,
      "C2": 2,
      "C3": 2
    }
  },
  {
    "id": "base-B",
    "expansion": "base",
    "letter": "B",
    "edges": {
      "N": "field",
      "E": "field",
      "S": "field",
      "W": "field"
    },
    "features": [
      {
        "kind": "monastery",
        "id": "monastery",
        "edges": [],
        "shape": [
          [
            [
              0.3348,
              0.493
            ],
            [
              0.334,
              0.49
            ],
            [
              0.3348,
              0.487
            ],
            [
              0.3368,
              0.485
            ],
            [
              0.4768,
              0.395
            ],
            [
              0.477,
              0.3948
            ],
            [
              0.48,
              0.394
            ],
            [
              0.483,
              0.3948
            ],
            [
              0.4832,
              0.395
            ],
            [
              0.554,
              0.4404
            ],
            [
              0.554,
              0.346
            ],
            [
              0.55,
              0.346
            ],
            [
              0.547,
              0.3452
            ],
            [
              0.5448,
              0.343
            ],
            [
              0.544,
              0.34
            ],
            [
              0.5448,
              0.337
            ],
            [
              0.5452,
              0.3366
            ],
            [
              0.5451,
              0.3365
            ],
            [
              0.594,
              0.2681
            ],
            [
              0.594,
              0.231
            ],
            [
              0.575,
              0.231
            ],
            [
              0.572,
              0.2302
            ],
            [
              0.5698,
              0.228
            ],
            [
              0.569,
              0.225
            ],
            [
              0.5698,
              0.222
            ],
            [
              0.572,
              0.2198
            ],
            [
              0.575,
              0.219
            ],
            [
              0.594,
              0.219
            ],
            [
              0.594,
              0.2
            ],
            [
              0.5948,
              0.197
            ],
            [
              0.597,
              0.1948
            ],
            [
              0.6,
              0.194
            ],
            [
              0.603,
              0.1948
            ],
            [
              0.6052,
              0.197
            ],
            [
              0.606,
              0.2
            ],
            [
              0.606,
              0.219
            ],
            [
              0.625,
              0.219
            ],
            [
              0.628,
              0.2198
            ],
            [
              0.6302,
              0.222
            ],
            [
              0.631,
              0.225
            ],
            [
              0.6302,
              0.228
            ],
            [
              0.628,
              0.2302
            ],
            [
              0.625,
              0.231
            ],
            [
              0.606,
              0.231
            ],
            [
              0.606,
              0.2681
            ],
            [
              0.6549,
              0.3365
            ],
            [
              0.6548,
              0.3366
            ],
            [
              0.6552,
              0.337
            ],
            [
              0.656,
              0.34
            ],
            [
              0.6552,
              0.343
            ],
            [
              0.653,
              0.3452
            ],
            [
              0.65,
              0.346
            ],
            [
              0.646,
              0.346
            ],
            [
              0.646,
              0.62
            ],
            [
              0.6452,
              0.623
            ],
            [
              0.643,
              0.6252
            ],
            [
              0.64,
              0.626
            ],
            [
              0.36,
              0.626
            ],
            [
              0.357,
              0.6252
            ],
            [
              0.3548,
              0.623
            ],
            [
              0.354,
              0.62
            ],
            [
              0.354,
              0.496
            ],
            [
              0.34,
              0.496
            ],
            [
              0.337,
              0.4952
            ]
          ]
        ],
        "spot": [
          0.4803,
          0.521
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "NL",
          "NR",
          "EL",
          "ER",
          "SL",
          "SR",
          "WL",
          "WR"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.207,
          0.207
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 4,
      "C2": 4,
      "C3": 4
    }
  },
  {
    "id": "base-C",
    "expansion": "base",
    "letter": "C",
    "edges": {
      "N": "city",
      "E": "city",
      "S": "city",
      "W": "city"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR",
          "EL",
          "E",
          "ER",
          "SL",
          "S",
          "SR",
          "WL",
          "W",
          "WR"
        ],
        "pennants": 1,
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2695,
          0.7305
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 1,
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "base-D",
    "expansion": "base",
    "letter": "D",
    "edges": {
      "N": "city",
      "E": "road",
      "S": "field",
      "W": "road"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              0.0348,
              0.0
            ],
            [
              0.9652,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.0359
            ],
            [
              0.9548,
              0.0825
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.0,
              0.0359
            ]
          ]
        ],
        "spot": [
          0.5,
          0.15
        ]
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "E",
          "W"
        ],
        "shape": [
          [
            [
              0.0,
              0.575
            ],
            [
              0.0,
              0.425
            ],
            [
              1.0,
              0.425
            ],
            [
              1.0,
              0.575
            ]
          ]
        ],
        "spot": [
          0.5,
          0.5
        ]
      },
      {
        "kind": "field",
        "id": "north-field",
        "edges": [
          "EL",
          "WR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.0,
              0.425
            ],
            [
              0.0,
              0.0359
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.9548,
              0.0825
            ],
            [
              1.0,
              0.0359
            ],
            [
              1.0,
              0.425
            ]
          ]
        ],
        "spot": [
          0.1216,
          0.3034
        ]
      },
      {
        "kind": "field",
        "id": "south-field",
        "edges": [
          "ER",
          "SL",
          "SR",
          "WL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.575
            ],
            [
              1.0,
              0.575
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.7936,
          0.7908
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 4,
      "C2": 4,
      "C3": 4
    },
    "start": true
  },
  {
    "id": "base-E",
    "expansion": "base",
    "letter": "E",
    "edges": {
      "N": "city",
      "E": "field",
      "S": "field",
      "W": "field"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              0.0348,
              0.0
            ],
            [
              0.9652,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.0359
            ],
            [
              0.9548,
              0.0825
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.0,
              0.0359
            ]
          ]
        ],
        "spot": [
          0.5,
          0.15
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "EL",
          "ER",
          "SL",
          "SR",
          "WL",
          "WR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0359
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.9548,
              0.0825
            ],
            [
              1.0,
              0.0359
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.7042,
          0.7025
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 5,
      "C2": 4,
      "C3": 4
    }
  },
  {
    "id": "base-E-garden",
    "expansion": "base",
    "letter": "E",
    "edges": {
      "N": "city",
      "E": "field",
      "S": "field",
      "W": "field"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              0.0348,
              0.0
            ],
            [
              0.9652,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.0359
            ],
            [
              0.9548,
              0.0825
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.0,
              0.0359
            ]
          ]
        ],
        "spot": [
          0.5,
          0.15
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "EL",
          "ER",
          "SL",
          "SR",
          "WL",
          "WR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0359
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.9548,
              0.0825
            ],
            [
              1.0,
              0.0359
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2599,
          0.7401
        ]
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": [],
        "shape": [
          [
            [
              0.6007,
              0.5118
            ],
            [
              0.6001,
              0.5
            ],
            [
              0.6007,
              0.4882
            ],
            [
              0.6024,
              0.4766
            ],
            [
              0.6053,
              0.4652
            ],
            [
              0.6092,
              0.4541
            ],
            [
              0.6143,
              0.4435
            ],
            [
              0.6203,
              0.4334
            ],
            [
              0.6273,
              0.4239
            ],
            [
              0.6352,
              0.4152
            ],
            [
              0.6439,
              0.4073
            ],
            [
              0.6534,
              0.4003
            ],
            [
              0.6635,
              0.3943
            ],
            [
              0.6741,
              0.3892
            ],
            [
              0.6852,
              0.3853
            ],
            [
              0.6966,
              0.3824
            ],
            [
              0.7082,
              0.3807
            ],
            [
              0.72,
              0.3801
            ],
            [
              0.7318,
              0.3807
            ],
            [
              0.7434,
              0.3824
            ],
            [
              0.7548,
              0.3853
            ],
            [
              0.7659,
              0.3892
            ],
            [
              0.7765,
              0.3943
            ],
            [
              0.7866,
              0.4003
            ],
            [
              0.7961,
              0.4073
            ],
            [
              0.8048,
              0.4152
            ],
            [
              0.8127,
              0.4239
            ],
            [
              0.8197,
              0.4334
            ],
            [
              0.8257,
              0.4435
            ],
            [
              0.8308,
              0.4541
            ],
            [
              0.8347,
              0.4652
            ],
            [
              0.8376,
              0.4766
            ],
            [
              0.8393,
              0.4882
            ],
            [
              0.8399,
              0.5
            ],
            [
              0.8393,
              0.5118
            ],
            [
              0.8376,
              0.5234
            ],
            [
              0.8347,
              0.5348
            ],
            [
              0.8308,
              0.5459
            ],
            [
              0.8257,
              0.5565
            ],
            [
              0.8197,
              0.5666
            ],
            [
              0.8127,
              0.5761
            ],
            [
              0.8048,
              0.5848
            ],
            [
              0.7961,
              0.5927
            ],
            [
              0.7866,
              0.5997
            ],
            [
              0.7765,
              0.6057
            ],
            [
              0.7659,
              0.6108
            ],
            [
              0.7548,
              0.6147
            ],
            [
              0.7434,
              0.6176
            ],
            [
              0.7318,
              0.6193
            ],
            [
              0.72,
              0.6199
            ],
            [
              0.7082,
              0.6193
            ],
            [
              0.6966,
              0.6176
            ],
            [
              0.6852,
              0.6147
            ],
            [
              0.6741,
              0.6108
            ],
            [
              0.6635,
              0.6057
            ],
            [
              0.6534,
              0.5997
            ],
            [
              0.6439,
              0.5927
            ],
            [
              0.6352,
              0.5848
            ],
            [
              0.6273,
              0.5761
            ],
            [
              0.6203,
              0.5666
            ],
            [
              0.6143,
              0.5565
            ],
            [
              0.6092,
              0.5459
            ],
            [
              0.6053,
              0.5348
            ],
            [
              0.6024,
              0.5234
            ]
          ]
        ],
        "spot": [
          0.72,
          0.5
        ]
      }
    ],
    "illustrations": [
      {
        "kind": "garden",
        "field": "field",
        "placement": "E"
      }
    ],
    "counts": {
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "base-F",
    "expansion": "base",
    "letter": "F",
    "edges": {
      "N": "field",
      "E": "city",
      "S": "field",
      "W": "city"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "EL",
          "E",
          "ER",
          "WL",
          "W",
          "WR"
        ],
        "pennants": 1,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              0.0388,
              0.0
            ],
            [
              0.078,
              0.0331
            ],
            [
              0.139,
              0.0777
            ],
            [
              0.1997,
              0.1153
            ],
            [
              0.2602,
              0.1459
            ],
            [
              0.3205,
              0.1696
            ],
            [
              0.3805,
              0.1865
            ],
            [
              0.4403,
              0.1966
            ],
            [
              0.5,
              0.2
            ],
            [
              0.5597,
              0.1966
            ],
            [
              0.6195,
              0.1865
            ],
            [
              0.6795,
              0.1696
            ],
            [
              0.7398,
              0.1459
            ],
            [
              0.8003,
              0.1153
            ],
            [
              0.861,
              0.0777
            ],
            [
              0.922,
              0.0331
            ],
            [
              0.9612,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ],
            [
              0.9612,
              1.0
            ],
            [
              0.922,
              0.9669
            ],
            [
              0.861,
              0.9223
            ],
            [
              0.8003,
              0.8847
            ],
            [
              0.7398,
              0.8541
            ],
            [
              0.6795,
              0.8304
            ],
            [
              0.6195,
              0.8135
            ],
            [
              0.5597,
              0.8034
            ],
            [
              0.5,
              0.8
            ],
            [
              0.4403,
              0.8034
            ],
            [
              0.3805,
              0.8135
            ],
            [
              0.3205,
              0.8304
            ],
            [
              0.2602,
              0.8541
            ],
            [
              0.1997,
              0.8847
            ],
            [
              0.139,
              0.9223
            ],
            [
              0.078,
              0.9669
            ],
            [
              0.0388,
              1.0
            ],
            [
              0.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2305,
          0.6211
        ]
      },
      {
        "kind": "field",
        "id": "north-field",
        "edges": [
          "NL",
          "NR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.078,
              0.0331
            ],
            [
              0.0388,
              0.0
            ],
            [
              0.9612,
              0.0
            ],
            [
              0.922,
              0.0331
            ],
            [
              0.861,
              0.0777
            ],
            [
              0.8003,
              0.1153
            ],
            [
              0.7398,
              0.1459
            ],
            [
              0.6795,
              0.1696
            ],
            [
              0.6195,
              0.1865
            ],
            [
              0.5597,
              0.1966
            ],
            [
              0.5,
              0.2
            ],
            [
              0.4403,
              0.1966
            ],
            [
              0.3805,
              0.1865
            ],
            [
              0.3205,
              0.1696
            ],
            [
              0.2602,
              0.1459
            ],
            [
              0.1997,
              0.1153
            ],
            [
              0.139,
              0.0777
            ]
          ]
        ],
        "spot": [
          0.5,
          0.1
        ]
      },
      {
        "kind": "field",
        "id": "south-field",
        "edges": [
          "SL",
          "SR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.9612,
              1.0
            ],
            [
              0.0388,
              1.0
            ],
            [
              0.078,
              0.9669
            ],
            [
              0.139,
              0.9223
            ],
            [
              0.1997,
              0.8847
            ],
            [
              0.2602,
              0.8541
            ],
            [
              0.3205,
              0.8304
            ],
            [
              0.3805,
              0.8135
            ],
            [
              0.4403,
              0.8034
            ],
            [
              0.5,
              0.8
            ],
            [
              0.5597,
              0.8034
            ],
            [
              0.6195,
              0.8135
            ],
            [
              0.6795,
              0.8304
            ],
            [
              0.7398,
              0.8541
            ],
            [
              0.8003,
              0.8847
            ],
            [
              0.861,
              0.9223
            ],
            [
              0.922,
              0.9669
            ]
          ]
        ],
        "spot": [
          0.5,
          0.9
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 2,
      "C2": 2,
      "C3": 2
    }
  },
  {
    "id": "base-G",
    "expansion": "base",
    "letter": "G",
    "edges": {
      "N": "field",
      "E": "city",
      "S": "field",
      "W": "city"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "EL",
          "E",
          "ER",
          "WL",
          "W",
          "WR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              0.0388,
              0.0
            ],
            [
              0.078,
              0.0331
            ],
            [
              0.139,
              0.0777
            ],
            [
              0.1997,
              0.1153
            ],
            [
              0.2602,
              0.1459
            ],
            [
              0.3205,
              0.1696
            ],
            [
              0.3805,
              0.1865
            ],
            [
              0.4403,
              0.1966
            ],
            [
              0.5,
              0.2
            ],
            [
              0.5597,
              0.1966
            ],
            [
              0.6195,
              0.1865
            ],
            [
              0.6795,
              0.1696
            ],
            [
              0.7398,
              0.1459
            ],
            [
              0.8003,
              0.1153
            ],
            [
              0.861,
              0.0777
            ],
            [
              0.922,
              0.0331
            ],
            [
              0.9612,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ],
            [
              0.9612,
              1.0
            ],
            [
              0.922,
              0.9669
            ],
            [
              0.861,
              0.9223
            ],
            [
              0.8003,
              0.8847
            ],
            [
              0.7398,
              0.8541
            ],
            [
              0.6795,
              0.8304
            ],
            [
              0.6195,
              0.8135
            ],
            [
              0.5597,
              0.8034
            ],
            [
              0.5,
              0.8
            ],
            [
              0.4403,
              0.8034
            ],
            [
              0.3805,
              0.8135
            ],
            [
              0.3205,
              0.8304
            ],
            [
              0.2602,
              0.8541
            ],
            [
              0.1997,
              0.8847
            ],
            [
              0.139,
              0.9223
            ],
            [
              0.078,
              0.9669
            ],
            [
              0.0388,
              1.0
            ],
            [
              0.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.3164,
          0.4961
        ]
      },
      {
        "kind": "field",
        "id": "north-field",
        "edges": [
          "NL",
          "NR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.078,
              0.0331
            ],
            [
              0.0388,
              0.0
            ],
            [
              0.9612,
              0.0
            ],
            [
              0.922,
              0.0331
            ],
            [
              0.861,
              0.0777
            ],
            [
              0.8003,
              0.1153
            ],
            [
              0.7398,
              0.1459
            ],
            [
              0.6795,
              0.1696
            ],
            [
              0.6195,
              0.1865
            ],
            [
              0.5597,
              0.1966
            ],
            [
              0.5,
              0.2
            ],
            [
              0.4403,
              0.1966
            ],
            [
              0.3805,
              0.1865
            ],
            [
              0.3205,
              0.1696
            ],
            [
              0.2602,
              0.1459
            ],
            [
              0.1997,
              0.1153
            ],
            [
              0.139,
              0.0777
            ]
          ]
        ],
        "spot": [
          0.5,
          0.1
        ]
      },
      {
        "kind": "field",
        "id": "south-field",
        "edges": [
          "SL",
          "SR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.9612,
              1.0
            ],
            [
              0.0388,
              1.0
            ],
            [
              0.078,
              0.9669
            ],
            [
              0.139,
              0.9223
            ],
            [
              0.1997,
              0.8847
            ],
            [
              0.2602,
              0.8541
            ],
            [
              0.3205,
              0.8304
            ],
            [
              0.3805,
              0.8135
            ],
            [
              0.4403,
              0.8034
            ],
            [
              0.5,
              0.8
            ],
            [
              0.5597,
              0.8034
            ],
            [
              0.6195,
              0.8135
            ],
            [
              0.6795,
              0.8304
            ],
            [
              0.7398,
              0.8541
            ],
            [
              0.8003,
              0.8847
            ],
            [
              0.861,
              0.9223
            ],
            [
              0.922,
              0.9669
            ]
          ]
        ],
        "spot": [
          0.5,
          0.9
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 1,
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "base-H",
    "expansion": "base",
    "letter": "H",
    "edges": {
      "N": "city",
      "E": "field",
      "S": "city",
      "W": "field"
    },
    "features": [
      {
        "kind": "city",
        "id": "north-city",
        "edges": [
          "NL",
          "N",
          "NR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0359
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.0359
            ],
            [
              0.9548,
              0.0825
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.0452,
              0.0825
            ]
          ]
        ],
        "spot": [
          0.5,
          0.15
        ]
      },
      {
        "kind": "city",
        "id": "south-city",
        "edges": [
          "SL",
          "S",
          "SR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.9641
            ],
            [
              0.0452,
              0.9175
            ],
            [
              0.1091,
              0.8604
            ],
            [
              0.1734,
              0.8118
            ],
            [
              0.238,
              0.7718
            ],
            [
              0.303,
              0.7405
            ],
            [
              0.3684,
              0.718
            ],
            [
              0.4341,
              0.7045
            ],
            [
              0.5,
              0.6999
            ],
            [
              0.5659,
              0.7045
            ],
            [
              0.6316,
              0.718
            ],
            [
              0.697,
              0.7405
            ],
            [
              0.762,
              0.7718
            ],
            [
              0.8266,
              0.8118
            ],
            [
              0.8909,
              0.8604
            ],
            [
              0.9548,
              0.9175
            ],
            [
              1.0,
              0.9641
            ],
            [
              1.0,
              1.0
            ],
            [
              0.9652,
              1.0
            ],
            [
              0.0348,
              1.0
            ],
            [
              0.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.5,
          0.85
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "EL",
          "ER",
          "WL",
          "WR"
        ],
        "cities": [
          "north-city",
          "south-city"
        ],
        "shape": [
          [
            [
              0.0,
              0.9641
            ],
            [
              0.0,
              0.0359
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.9548,
              0.0825
            ],
            [
              1.0,
              0.0359
            ],
            [
              1.0,
              0.9641
            ],
            [
              0.9548,
              0.9175
            ],
            [
              0.8909,
              0.8604
            ],
            [
              0.8266,
              0.8118
            ],
            [
              0.762,
              0.7718
            ],
            [
              0.697,
              0.7405
            ],
            [
              0.6316,
              0.718
            ],
            [
              0.5659,
              0.7045
            ],
            [
              0.5,
              0.6999
            ],
            [
              0.4341,
              0.7045
            ],
            [
              0.3684,
              0.718
            ],
            [
              0.303,
              0.7405
            ],
            [
              0.238,
              0.7718
            ],
            [
              0.1734,
              0.8118
            ],
            [
              0.1091,
              0.8604
            ],
            [
              0.0452,
              0.9175
            ]
          ]
        ],
        "spot": [
          0.2212,
          0.4964
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 3,
      "C2": 2,
      "C3": 2
    }
  },
  {
    "id": "base-H-garden",
    "expansion": "base",
    "letter": "H",
    "edges": {
      "N": "city",
      "E": "field",
      "S": "city",
      "W": "field"
    },
    "features": [
      {
        "kind": "city",
        "id": "north-city",
        "edges": [
          "NL",
          "N",
          "NR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0359
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.0359
            ],
            [
              0.9548,
              0.0825
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.0452,
              0.0825
            ]
          ]
        ],
        "spot": [
          0.5,
          0.15
        ]
      },
      {
        "kind": "city",
        "id": "south-city",
        "edges": [
          "SL",
          "S",
          "SR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.9641
            ],
            [
              0.0452,
              0.9175
            ],
            [
              0.1091,
              0.8604
            ],
            [
              0.1734,
              0.8118
            ],
            [
              0.238,
              0.7718
            ],
            [
              0.303,
              0.7405
            ],
            [
              0.3684,
              0.718
            ],
            [
              0.4341,
              0.7045
            ],
            [
              0.5,
              0.6999
            ],
            [
              0.5659,
              0.7045
            ],
            [
              0.6316,
              0.718
            ],
            [
              0.697,
              0.7405
            ],
            [
              0.762,
              0.7718
            ],
            [
              0.8266,
              0.8118
            ],
            [
              0.8909,
              0.8604
            ],
            [
              0.9548,
              0.9175
            ],
            [
              1.0,
              0.9641
            ],
            [
              1.0,
              1.0
            ],
            [
              0.9652,
              1.0
            ],
            [
              0.0348,
              1.0
            ],
            [
              0.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.5,
          0.85
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "EL",
          "ER",
          "WL",
          "WR"
        ],
        "cities": [
          "north-city",
          "south-city"
        ],
        "shape": [
          [
            [
              0.0,
              0.9641
            ],
            [
              0.0,
              0.0359
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.9548,
              0.0825
            ],
            [
              1.0,
              0.0359
            ],
            [
              1.0,
              0.9641
            ],
            [
              0.9548,
              0.9175
            ],
            [
              0.8909,
              0.8604
            ],
            [
              0.8266,
              0.8118
            ],
            [
              0.762,
              0.7718
            ],
            [
              0.697,
              0.7405
            ],
            [
              0.6316,
              0.718
            ],
            [
              0.5659,
              0.7045
            ],
            [
              0.5,
              0.6999
            ],
            [
              0.4341,
              0.7045
            ],
            [
              0.3684,
              0.718
            ],
            [
              0.303,
              0.7405
            ],
            [
              0.238,
              0.7718
            ],
            [
              0.1734,
              0.8118
            ],
            [
              0.1091,
              0.8604
            ],
            [
              0.0452,
              0.9175
            ]
          ]
        ],
        "spot": [
          0.7795,
          0.4964
        ]
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": [],
        "shape": [
          [
            [
              0.1607,
              0.5118
            ],
            [
              0.1601,
              0.5
            ],
            [
              0.1607,
              0.4882
            ],
            [
              0.1624,
              0.4766
            ],
            [
              0.1653,
              0.4652
            ],
            [
              0.1692,
              0.4541
            ],
            [
              0.1743,
              0.4435
            ],
            [
              0.1803,
              0.4334
            ],
            [
              0.1873,
              0.4239
            ],
            [
              0.1952,
              0.4152
            ],
            [
              0.2039,
              0.4073
            ],
            [
              0.2134,
              0.4003
            ],
            [
              0.2235,
              0.3943
            ],
            [
              0.2341,
              0.3892
            ],
            [
              0.2452,
              0.3853
            ],
            [
              0.2566,
              0.3824
            ],
            [
              0.2682,
              0.3807
            ],
            [
              0.28,
              0.3801
            ],
            [
              0.2918,
              0.3807
            ],
            [
              0.3034,
              0.3824
            ],
            [
              0.3148,
              0.3853
            ],
            [
              0.3259,
              0.3892
            ],
            [
              0.3365,
              0.3943
            ],
            [
              0.3466,
              0.4003
            ],
            [
              0.3561,
              0.4073
            ],
            [
              0.3648,
              0.4152
            ],
            [
              0.3727,
              0.4239
            ],
            [
              0.3797,
              0.4334
            ],
            [
              0.3857,
              0.4435
            ],
            [
              0.3908,
              0.4541
            ],
            [
              0.3947,
              0.4652
            ],
            [
              0.3976,
              0.4766
            ],
            [
              0.3993,
              0.4882
            ],
            [
              0.3999,
              0.5
            ],
            [
              0.3993,
              0.5118
            ],
            [
              0.3976,
              0.5234
            ],
            [
              0.3947,
              0.5348
            ],
            [
              0.3908,
              0.5459
            ],
            [
              0.3857,
              0.5565
            ],
            [
              0.3797,
              0.5666
            ],
            [
              0.3727,
              0.5761
            ],
            [
              0.3648,
              0.5848
            ],
            [
              0.3561,
              0.5927
            ],
            [
              0.3466,
              0.5997
            ],
            [
              0.3365,
              0.6057
            ],
            [
              0.3259,
              0.6108
            ],
            [
              0.3148,
              0.6147
            ],
            [
              0.3034,
              0.6176
            ],
            [
              0.2918,
              0.6193
            ],
            [
              0.28,
              0.6199
            ],
            [
              0.2682,
              0.6193
            ],
            [
              0.2566,
              0.6176
            ],
            [
              0.2452,
              0.6147
            ],
            [
              0.2341,
              0.6108
            ],
            [
              0.2235,
              0.6057
            ],
            [
              0.2134,
              0.5997
            ],
            [
              0.2039,
              0.5927
            ],
            [
              0.1952,
              0.5848
            ],
            [
              0.1873,
              0.5761
            ],
            [
              0.1803,
              0.5666
            ],
            [
              0.1743,
              0.5565
            ],
            [
              0.1692,
              0.5459
            ],
            [
              0.1653,
              0.5348
            ],
            [
              0.1624,
              0.5234
            ]
          ]
        ],
        "spot": [
          0.28,
          0.5
        ]
      }
    ],
    "illustrations": [
      {
        "kind": "garden",
        "field": "field",
        "placement": "W"
      }
    ],
    "counts": {
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "base-I",
    "expansion": "base",
    "letter": "I",
    "edges": {
      "N": "city",
      "E": "field",
      "S": "field",
      "W": "city"
    },
    "features": [
      {
        "kind": "city",
        "id": "north-city",
        "edges": [
          "NL",
          "N",
          "NR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0825,
              0.0452
            ],
            [
              0.0359,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.0359
            ],
            [
              0.9548,
              0.0825
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.2124,
              0.2124
            ],
            [
              0.1882,
              0.1734
            ],
            [
              0.1396,
              0.1091
            ]
          ]
        ],
        "spot": [
          0.486,
          0.15
        ]
      },
      {
        "kind": "city",
        "id": "west-city",
        "edges": [
          "WL",
          "W",
          "WR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0348
            ],
            [
              0.0,
              0.0
            ],
            [
              0.0359,
              0.0
            ],
            [
              0.0825,
              0.0452
            ],
            [
              0.1396,
              0.1091
            ],
            [
              0.1882,
              0.1734
            ],
            [
              0.2282,
              0.238
            ],
            [
              0.2595,
              0.303
            ],
            [
              0.282,
              0.3684
            ],
            [
              0.2955,
              0.4341
            ],
            [
              0.3001,
              0.5
            ],
            [
              0.2955,
              0.5659
            ],
            [
              0.282,
              0.6316
            ],
            [
              0.2595,
              0.697
            ],
            [
              0.2282,
              0.762
            ],
            [
              0.1882,
              0.8266
            ],
            [
              0.1396,
              0.8909
            ],
            [
              0.0825,
              0.9548
            ],
            [
              0.0359,
              1.0
            ],
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.9652
            ]
          ]
        ],
        "spot": [
          0.15,
          0.5
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "EL",
          "ER",
          "SL",
          "SR"
        ],
        "cities": [
          "north-city",
          "west-city"
        ],
        "shape": [
          [
            [
              1.0,
              1.0
            ],
            [
              0.0359,
              1.0
            ],
            [
              0.0825,
              0.9548
            ],
            [
              0.1396,
              0.8909
            ],
            [
              0.1882,
              0.8266
            ],
            [
              0.2282,
              0.762
            ],
            [
              0.2595,
              0.697
            ],
            [
              0.282,
              0.6316
            ],
            [
              0.2955,
              0.5659
            ],
            [
              0.3001,
              0.5
            ],
            [
              0.2955,
              0.4341
            ],
            [
              0.282,
              0.3684
            ],
            [
              0.2595,
              0.303
            ],
            [
              0.2282,
              0.238
            ],
            [
              0.2124,
              0.2124
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.9548,
              0.0825
            ],
            [
              1.0,
              0.0359
            ]
          ]
        ],
        "spot": [
          0.7025,
          0.7025
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 2,
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "base-I-garden",
    "expansion": "base",
    "letter": "I",
    "edges": {
      "N": "city",
      "E": "field",
      "S": "field",
      "W": "city"
    },
    "features": [
      {
        "kind": "city",
        "id": "north-city",
        "edges": [
          "NL",
          "N",
          "NR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0825,
              0.0452
            ],
            [
              0.0359,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.0359
            ],
            [
              0.9548,
              0.0825
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.2124,
              0.2124
            ],
            [
              0.1882,
              0.1734
            ],
            [
              0.1396,
              0.1091
            ]
          ]
        ],
        "spot": [
          0.486,
          0.15
        ]
      },
      {
        "kind": "city",
        "id": "west-city",
        "edges": [
          "WL",
          "W",
          "WR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0348
            ],
            [
              0.0,
              0.0
            ],
            [
              0.0359,
              0.0
            ],
            [
              0.0825,
              0.0452
            ],
            [
              0.1396,
              0.1091
            ],
            [
              0.1882,
              0.1734
            ],
            [
              0.2282,
              0.238
            ],
            [
              0.2595,
              0.303
            ],
            [
              0.282,
              0.3684
            ],
            [
              0.2955,
              0.4341
            ],
            [
              0.3001,
              0.5
            ],
            [
              0.2955,
              0.5659
            ],
            [
              0.282,
              0.6316
            ],
            [
              0.2595,
              0.697
            ],
            [
              0.2282,
              0.762
            ],
            [
              0.1882,
              0.8266
            ],
            [
              0.1396,
              0.8909
            ],
            [
              0.0825,
              0.9548
            ],
            [
              0.0359,
              1.0
            ],
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.9652
            ]
          ]
        ],
        "spot": [
          0.15,
          0.5
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "EL",
          "ER",
          "SL",
          "SR"
        ],
        "cities": [
          "north-city",
          "west-city"
        ],
        "shape": [
          [
            [
              1.0,
              1.0
            ],
            [
              0.0359,
              1.0
            ],
            [
              0.0825,
              0.9548
            ],
            [
              0.1396,
              0.8909
            ],
            [
              0.1882,
              0.8266
            ],
            [
              0.2282,
              0.762
            ],
            [
              0.2595,
              0.697
            ],
            [
              0.282,
              0.6316
            ],
            [
              0.2955,
              0.5659
            ],
            [
              0.3001,
              0.5
            ],
            [
              0.2955,
              0.4341
            ],
            [
              0.282,
              0.3684
            ],
            [
              0.2595,
              0.303
            ],
            [
              0.2282,
              0.238
            ],
            [
              0.2124,
              0.2124
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.9548,
              0.0825
            ],
            [
              1.0,
              0.0359
            ]
          ]
        ],
        "spot": [
          0.7929,
          0.4389
        ]
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": [],
        "shape": [
          [
            [
              0.3807,
              0.7318
            ],
            [
              0.3801,
              0.72
            ],
            [
              0.3807,
              0.7082
            ],
            [
              0.3824,
              0.6966
            ],
            [
              0.3853,
              0.6852
            ],
            [
              0.3892,
              0.6741
            ],
            [
              0.3943,
              0.6635
            ],
            [
              0.4003,
              0.6534
            ],
            [
              0.4073,
              0.6439
            ],
            [
              0.4152,
              0.6352
            ],
            [
              0.4239,
              0.6273
            ],
            [
              0.4334,
              0.6203
            ],
            [
              0.4435,
              0.6143
            ],
            [
              0.4541,
              0.6092
            ],
            [
              0.4652,
              0.6053
            ],
            [
              0.4766,
              0.6024
            ],
            [
              0.4882,
              0.6007
            ],
            [
              0.5,
              0.6001
            ],
            [
              0.5118,
              0.6007
            ],
            [
              0.5234,
              0.6024
            ],
            [
              0.5348,
              0.6053
            ],
            [
              0.5459,
              0.6092
            ],
            [
              0.5565,
              0.6143
            ],
            [
              0.5666,
              0.6203
            ],
            [
              0.5761,
              0.6273
            ],
            [
              0.5848,
              0.6352
            ],
            [
              0.5927,
              0.6439
            ],
            [
              0.5997,
              0.6534
            ],
            [
              0.6057,
              0.6635
            ],
            [
              0.6108,
              0.6741
            ],
            [
              0.6147,
              0.6852
            ],
            [
              0.6176,
              0.6966
            ],
            [
              0.6193,
              0.7082
            ],
            [
              0.6199,
              0.72
            ],
            [
              0.6193,
              0.7318
            ],
            [
              0.6176,
              0.7434
            ],
            [
              0.6147,
              0.7548
            ],
            [
              0.6108,
              0.7659
            ],
            [
              0.6057,
              0.7765
            ],
            [
              0.5997,
              0.7866
            ],
            [
              0.5927,
              0.7961
            ],
            [
              0.5848,
              0.8048
            ],
            [
              0.5761,
              0.8127
            ],
            [
              0.5666,
              0.8197
            ],
            [
              0.5565,
              0.8257
            ],
            [
              0.5459,
              0.8308
            ],
            [
              0.5348,
              0.8347
            ],
            [
              0.5234,
              0.8376
            ],
            [
              0.5118,
              0.8393
            ],
            [
              0.5,
              0.8399
            ],
            [
              0.4882,
              0.8393
            ],
            [
              0.4766,
              0.8376
            ],
            [
              0.4652,
              0.8347
            ],
            [
              0.4541,
              0.8308
            ],
            [
              0.4435,
              0.8257
            ],
            [
              0.4334,
              0.8197
            ],
            [
              0.4239,
              0.8127
            ],
            [
              0.4152,
              0.8048
            ],
            [
              0.4073,
              0.7961
            ],
            [
              0.4003,
              0.7866
            ],
            [
              0.3943,
              0.7765
            ],
            [
              0.3892,
              0.7659
            ],
            [
              0.3853,
              0.7548
            ],
            [
              0.3824,
              0.7434
            ]
          ]
        ],
        "spot": [
          0.5,
          0.72
        ]
      }
    ],
    "illustrations": [
      {
        "kind": "garden",
        "field": "field",
        "placement": "S"
      }
    ],
    "counts": {
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "base-J",
    "expansion": "base",
    "letter": "J",
    "edges": {
      "N": "city",
      "E": "road",
      "S": "road",
      "W": "field"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              0.0348,
              0.0
            ],
            [
              0.9652,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.0359
            ],
            [
              0.9548,
              0.0825
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.0,
              0.0359
            ]
          ]
        ],
        "spot": [
          0.5,
          0.15
        ]
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "E",
          "S"
        ],
        "shape": [
          [
            [
              0.4451,
              0.9972
            ],
            [
              0.4251,
              0.9962
            ],
            [
              0.4279,
              0.9413
            ],
            [
              0.4366,
              0.8842
            ],
            [
              0.4508,
              0.829
            ],
            [
              0.4701,
              0.7761
            ],
            [
              0.4944,
              0.7258
            ],
            [
              0.5232,
              0.6784
            ],
            [
              0.5563,
              0.6342
            ],
            [
              0.5934,
              0.5934
            ],
            [
              0.6342,
              0.5563
            ],
            [
              0.6784,
              0.5232
            ],
            [
              0.7258,
              0.4944
            ],
            [
              0.7761,
              0.4701
            ],
            [
              0.829,
              0.4508
            ],
            [
              0.8842,
              0.4366
            ],
            [
              0.9413,
              0.4279
            ],
            [
              0.9962,
              0.4251
            ],
            [
              0.9972,
              0.4451
            ],
            [
              1.0,
              0.5
            ],
            [
              1.0,
              0.5751
            ],
            [
              0.9564,
              0.5773
            ],
            [
              0.9143,
              0.5837
            ],
            [
              0.8736,
              0.5942
            ],
            [
              0.8346,
              0.6085
            ],
            [
              0.7975,
              0.6263
            ],
            [
              0.7625,
              0.6476
            ],
            [
              0.7297,
              0.6721
            ],
            [
              0.6995,
              0.6995
            ],
            [
              0.6721,
              0.7297
            ],
            [
              0.6476,
              0.7625
            ],
            [
              0.6263,
              0.7975
            ],
            [
              0.6085,
              0.8346
            ],
            [
              0.5942,
              0.8736
            ],
            [
              0.5837,
              0.9143
            ],
            [
              0.5773,
              0.9564
            ],
            [
              0.5751,
              1.0
            ],
            [
              0.5,
              1.0
            ]
          ]
        ],
        "spot": [
          0.9057,
          0.5104
        ]
      },
      {
        "kind": "field",
        "id": "north-west-field",
        "edges": [
          "EL",
          "SR",
          "WL",
          "WR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0359
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.9548,
              0.0825
            ],
            [
              1.0,
              0.0359
            ],
            [
              1.0,
              0.5
            ],
            [
              0.9972,
              0.4451
            ],
            [
              0.9962,
              0.4251
            ],
            [
              0.9413,
              0.4279
            ],
            [
              0.8842,
              0.4366
            ],
            [
              0.829,
              0.4508
            ],
            [
              0.7761,
              0.4701
            ],
            [
              0.7258,
              0.4944
            ],
            [
              0.6784,
              0.5232
            ],
            [
              0.6342,
              0.5563
            ],
            [
              0.5934,
              0.5934
            ],
            [
              0.5563,
              0.6342
            ],
            [
              0.5232,
              0.6784
            ],
            [
              0.4944,
              0.7258
            ],
            [
              0.4701,
              0.7761
            ],
            [
              0.4508,
              0.829
            ],
            [
              0.4366,
              0.8842
            ],
            [
              0.4279,
              0.9413
            ],
            [
              0.4251,
              0.9962
            ],
            [
              0.4451,
              0.9972
            ],
            [
              0.5,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2599,
          0.6121
        ]
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": [],
        "shape": [
          [
            [
              1.0,
              1.0
            ],
            [
              0.5751,
              1.0
            ],
            [
              0.5773,
              0.9564
            ],
            [
              0.5837,
              0.9143
            ],
            [
              0.5942,
              0.8736
            ],
            [
              0.6085,
              0.8346
            ],
            [
              0.6263,
              0.7975
            ],
            [
              0.6476,
              0.7625
            ],
            [
              0.6721,
              0.7297
            ],
            [
              0.6995,
              0.6995
            ],
            [
              0.7297,
              0.6721
            ],
            [
              0.7625,
              0.6476
            ],
            [
              0.7975,
              0.6263
            ],
            [
              0.8346,
              0.6085
            ],
            [
              0.8736,
              0.5942
            ],
            [
              0.9143,
              0.5837
            ],
            [
              0.9564,
              0.5773
            ],
            [
              1.0,
              0.5751
            ]
          ]
        ],
        "spot": [
          0.8108,
          0.8307
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 3,
      "C2": 3,
      "C3": 3
    }
  },
  {
    "id": "base-K",
    "expansion": "base",
    "letter": "K",
    "edges": {
      "N": "city",
      "E": "field",
      "S": "road",
      "W": "road"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              0.0348,
              0.0
            ],
            [
              0.9652,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.0359
            ],
            [
              0.9548,
              0.0825
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.0,
              0.0359
            ]
          ]
        ],
        "spot": [
          0.5,
          0.15
        ]
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "S",
          "W"
        ],
        "shape": [
          [
            [
              0.0,
              0.5751
            ],
            [
              0.0,
              0.5
            ],
            [
              0.0028,
              0.4451
            ],
            [
              0.0038,
              0.4251
            ],
            [
              0.0587,
              0.4279
            ],
            [
              0.1158,
              0.4366
            ],
            [
              0.171,
              0.4508
            ],
            [
              0.2239,
              0.4701
            ],
            [
              0.2742,
              0.4944
            ],
            [
              0.3216,
              0.5232
            ],
            [
              0.3658,
              0.5563
            ],
            [
              0.4066,
              0.5934
            ],
            [
              0.4437,
              0.6342
            ],
            [
              0.4768,
              0.6784
            ],
            [
              0.5056,
              0.7258
            ],
            [
              0.5299,
              0.7761
            ],
            [
              0.5492,
              0.829
            ],
            [
              0.5634,
              0.8842
            ],
            [
              0.5721,
              0.9413
            ],
            [
              0.5749,
              0.9962
            ],
            [
              0.5549,
              0.9972
            ],
            [
              0.5,
              1.0
            ],
            [
              0.4249,
              1.0
            ],
            [
              0.4227,
              0.9564
            ],
            [
              0.4163,
              0.9143
            ],
            [
              0.4058,
              0.8736
            ],
            [
              0.3915,
              0.8346
            ],
            [
              0.3737,
              0.7975
            ],
            [
              0.3524,
              0.7625
            ],
            [
              0.3279,
              0.7297
            ],
            [
              0.3005,
              0.6995
            ],
            [
              0.2703,
              0.6721
            ],
            [
              0.2375,
              0.6476
            ],
            [
              0.2025,
              0.6263
            ],
            [
              0.1654,
              0.6085
            ],
            [
              0.1264,
              0.5942
            ],
            [
              0.0857,
              0.5837
            ],
            [
              0.0436,
              0.5773
            ]
          ]
        ],
        "spot": [
          0.3099,
          0.6092
        ]
      },
      {
        "kind": "field",
        "id": "north-east-field",
        "edges": [
          "EL",
          "ER",
          "SL",
          "WR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.0,
              0.5
            ],
            [
              0.0,
              0.0359
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.9548,
              0.0825
            ],
            [
              1.0,
              0.0359
            ],
            [
              1.0,
              1.0
            ],
            [
              0.5,
              1.0
            ],
            [
              0.5549,
              0.9972
            ],
            [
              0.5749,
              0.9962
            ],
            [
              0.5721,
              0.9413
            ],
            [
              0.5634,
              0.8842
            ],
            [
              0.5492,
              0.829
            ],
            [
              0.5299,
              0.7761
            ],
            [
              0.5056,
              0.7258
            ],
            [
              0.4768,
              0.6784
            ],
            [
              0.4437,
              0.6342
            ],
            [
              0.4066,
              0.5934
            ],
            [
              0.3658,
              0.5563
            ],
            [
              0.3216,
              0.5232
            ],
            [
              0.2742,
              0.4944
            ],
            [
              0.2239,
              0.4701
            ],
            [
              0.171,
              0.4508
            ],
            [
              0.1158,
              0.4366
            ],
            [
              0.0587,
              0.4279
            ],
            [
              0.0038,
              0.4251
            ],
            [
              0.0028,
              0.4451
            ]
          ]
        ],
        "spot": [
          0.7645,
          0.7326
        ]
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.5751
            ],
            [
              0.0436,
              0.5773
            ],
            [
              0.0857,
              0.5837
            ],
            [
              0.1264,
              0.5942
            ],
            [
              0.1654,
              0.6085
            ],
            [
              0.2025,
              0.6263
            ],
            [
              0.2375,
              0.6476
            ],
            [
              0.2703,
              0.6721
            ],
            [
              0.3005,
              0.6995
            ],
            [
              0.3279,
              0.7297
            ],
            [
              0.3524,
              0.7625
            ],
            [
              0.3737,
              0.7975
            ],
            [
              0.3915,
              0.8346
            ],
            [
              0.4058,
              0.8736
            ],
            [
              0.4163,
              0.9143
            ],
            [
              0.4227,
              0.9564
            ],
            [
              0.4249,
              1.0
            ]
          ]
        ],
        "spot": [
          0.1461,
          0.8539
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 3,
      "C2": 3,
      "C3": 3
    }
  },
  {
    "id": "base-L",
    "expansion": "base",
    "letter": "L",
    "edges": {
      "N": "city",
      "E": "road",
      "S": "road",
      "W": "road"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              0.0348,
              0.0
            ],
            [
              0.9652,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.0359
            ],
            [
              0.9548,
              0.0825
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.0,
              0.0359
            ]
          ]
        ],
        "spot": [
          0.5,
          0.15
        ]
      },
      {
        "kind": "road",
        "id": "east-road",
        "edges": [
          "E"
        ],
        "shape": [
          [
            [
              0.5,
              0.5
            ],
            [
              0.5,
              0.425
            ],
            [
              1.0,
              0.425
            ],
            [
              1.0,
              0.575
            ],
            [
              0.575,
              0.575
            ],
            [
              0.575,
              0.5
            ]
          ]
        ],
        "spot": [
          0.75,
          0.5
        ]
      },
      {
        "kind": "road",
        "id": "south-road",
        "edges": [
          "S"
        ],
        "shape": [
          [
            [
              0.425,
              1.0
            ],
            [
              0.425,
              0.575
            ],
            [
              0.5,
              0.575
            ],
            [
              0.5,
              0.5
            ],
            [
              0.575,
              0.5
            ],
            [
              0.575,
              1.0
            ]
          ]
        ],
        "spot": [
          0.5,
          0.75
        ]
      },
      {
        "kind": "road",
        "id": "west-road",
        "edges": [
          "W"
        ],
        "shape": [
          [
            [
              0.0,
              0.575
            ],
            [
              0.0,
              0.425
            ],
            [
              0.5,
              0.425
            ],
            [
              0.5,
              0.575
            ]
          ]
        ],
        "spot": [
          0.25,
          0.5
        ]
      },
      {
        "kind": "field",
        "id": "north-field",
        "edges": [
          "EL",
          "WR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.0,
              0.425
            ],
            [
              0.0,
              0.0359
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.9548,
              0.0825
            ],
            [
              1.0,
              0.0359
            ],
            [
              1.0,
              0.425
            ]
          ]
        ],
        "spot": [
          0.8815,
          0.2973
        ]
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.575,
              1.0
            ],
            [
              0.575,
              0.575
            ],
            [
              1.0,
              0.575
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.8307,
          0.8307
        ]
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.575
            ],
            [
              0.425,
              0.575
            ],
            [
              0.425,
              1.0
            ]
          ]
        ],
        "spot": [
          0.1693,
          0.8307
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 3,
      "C2": 3,
      "C3": 3
    }
  },
  {
    "id": "base-M",
    "expansion": "base",
    "letter": "M",
    "edges": {
      "N": "city",
      "E": "city",
      "S": "field",
      "W": "field"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR",
          "EL",
          "E",
          "ER"
        ],
        "pennants": 1,
        "shape": [
          [
            [
              0.0,
              0.0604
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ],
            [
              0.9396,
              1.0
            ],
            [
              0.9032,
              0.9835
            ],
            [
              0.8194,
              0.9408
            ],
            [
              0.7387,
              0.8949
            ],
            [
              0.6611,
              0.8458
            ],
            [
              0.5867,
              0.7935
            ],
            [
              0.5154,
              0.7381
            ],
            [
              0.4473,
              0.6795
            ],
            [
              0.3823,
              0.6177
            ],
            [
              0.3205,
              0.5527
            ],
            [
              0.2619,
              0.4846
            ],
            [
              0.2065,
              0.4133
            ],
            [
              0.1542,
              0.3389
            ],
            [
              0.1051,
              0.2613
            ],
            [
              0.0592,
              0.1806
            ],
            [
              0.0165,
              0.0968
            ]
          ]
        ],
        "spot": [
          0.4805,
          0.293
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "SL",
          "SR",
          "WL",
          "WR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0604
            ],
            [
              0.0165,
              0.0968
            ],
            [
              0.0592,
              0.1806
            ],
            [
              0.1051,
              0.2613
            ],
            [
              0.1542,
              0.3389
            ],
            [
              0.2065,
              0.4133
            ],
            [
              0.2619,
              0.4846
            ],
            [
              0.3205,
              0.5527
            ],
            [
              0.3823,
              0.6177
            ],
            [
              0.4473,
              0.6795
            ],
            [
              0.5154,
              0.7381
            ],
            [
              0.5867,
              0.7935
            ],
            [
              0.6611,
              0.8458
            ],
            [
              0.7387,
              0.8949
            ],
            [
              0.8194,
              0.9408
            ],
            [
              0.9032,
              0.9835
            ],
            [
              0.9396,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2239,
          0.7761
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 2,
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "base-M-garden",
    "expansion": "base",
    "letter": "M",
    "edges": {
      "N": "city",
      "E": "city",
      "S": "field",
      "W": "field"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR",
          "EL",
          "E",
          "ER"
        ],
        "pennants": 1,
        "shape": [
          [
            [
              0.0,
              0.0604
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ],
            [
              0.9396,
              1.0
            ],
            [
              0.9032,
              0.9835
            ],
            [
              0.8194,
              0.9408
            ],
            [
              0.7387,
              0.8949
            ],
            [
              0.6611,
              0.8458
            ],
            [
              0.5867,
              0.7935
            ],
            [
              0.5154,
              0.7381
            ],
            [
              0.4473,
              0.6795
            ],
            [
              0.3823,
              0.6177
            ],
            [
              0.3205,
              0.5527
            ],
            [
              0.2619,
              0.4846
            ],
            [
              0.2065,
              0.4133
            ],
            [
              0.1542,
              0.3389
            ],
            [
              0.1051,
              0.2613
            ],
            [
              0.0592,
              0.1806
            ],
            [
              0.0165,
              0.0968
            ]
          ]
        ],
        "spot": [
          0.5039,
          0.2617
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "SL",
          "SR",
          "WL",
          "WR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0604
            ],
            [
              0.0165,
              0.0968
            ],
            [
              0.0592,
              0.1806
            ],
            [
              0.1051,
              0.2613
            ],
            [
              0.1542,
              0.3389
            ],
            [
              0.2065,
              0.4133
            ],
            [
              0.2619,
              0.4846
            ],
            [
              0.3205,
              0.5527
            ],
            [
              0.3823,
              0.6177
            ],
            [
              0.4473,
              0.6795
            ],
            [
              0.5154,
              0.7381
            ],
            [
              0.5867,
              0.7935
            ],
            [
              0.6611,
              0.8458
            ],
            [
              0.7387,
              0.8949
            ],
            [
              0.8194,
              0.9408
            ],
            [
              0.9032,
              0.9835
            ],
            [
              0.9396,
              1.0
            ]
          ]
        ],
        "spot": [
          0.1285,
          0.5192
        ]
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": [],
        "shape": [
          [
            [
              0.1607,
              0.7318
            ],
            [
              0.1601,
              0.72
            ],
            [
              0.1607,
              0.7082
            ],
            [
              0.1624,
              0.6966
            ],
            [
              0.1653,
              0.6852
            ],
            [
              0.1692,
              0.6741
            ],
            [
              0.1743,
              0.6635
            ],
            [
              0.1803,
              0.6534
            ],
            [
              0.1873,
              0.6439
            ],
            [
              0.1952,
              0.6352
            ],
            [
              0.2039,
              0.6273
            ],
            [
              0.2134,
              0.6203
            ],
            [
              0.2235,
              0.6143
            ],
            [
              0.2341,
              0.6092
            ],
            [
              0.2452,
              0.6053
            ],
            [
              0.2566,
              0.6024
            ],
            [
              0.2682,
              0.6007
            ],
            [
              0.28,
              0.6001
            ],
            [
              0.2918,
              0.6007
            ],
            [
              0.3034,
              0.6024
            ],
            [
              0.3148,
              0.6053
            ],
            [
              0.3259,
              0.6092
            ],
            [
              0.3365,
              0.6143
            ],
            [
              0.3466,
              0.6203
            ],
            [
              0.3561,
              0.6273
            ],
            [
              0.3648,
              0.6352
            ],
            [
              0.3727,
              0.6439
            ],
            [
              0.3797,
              0.6534
            ],
            [
              0.3857,
              0.6635
            ],
            [
              0.3908,
              0.6741
            ],
            [
              0.3947,
              0.6852
            ],
            [
              0.3976,
              0.6966
            ],
            [
              0.3993,
              0.7082
            ],
            [
              0.3999,
              0.72
            ],
            [
              0.3993,
              0.7318
            ],
            [
              0.3976,
              0.7434
            ],
            [
              0.3947,
              0.7548
            ],
            [
              0.3908,
              0.7659
            ],
            [
              0.3857,
              0.7765
            ],
            [
              0.3797,
              0.7866
            ],
            [
              0.3727,
              0.7961
            ],
            [
              0.3648,
              0.8048
            ],
            [
              0.3561,
              0.8127
            ],
            [
              0.3466,
              0.8197
            ],
            [
              0.3365,
              0.8257
            ],
            [
              0.3259,
              0.8308
            ],
            [
              0.3148,
              0.8347
            ],
            [
              0.3034,
              0.8376
            ],
            [
              0.2918,
              0.8393
            ],
            [
              0.28,
              0.8399
            ],
            [
              0.2682,
              0.8393
            ],
            [
              0.2566,
              0.8376
            ],
            [
              0.2452,
              0.8347
            ],
            [
              0.2341,
              0.8308
            ],
            [
              0.2235,
              0.8257
            ],
            [
              0.2134,
              0.8197
            ],
            [
              0.2039,
              0.8127
            ],
            [
              0.1952,
              0.8048
            ],
            [
              0.1873,
              0.7961
            ],
            [
              0.1803,
              0.7866
            ],
            [
              0.1743,
              0.7765
            ],
            [
              0.1692,
              0.7659
            ],
            [
              0.1653,
              0.7548
            ],
            [
              0.1624,
              0.7434
            ]
          ]
        ],
        "spot": [
          0.28,
          0.72
        ]
      }
    ],
    "illustrations": [
      {
        "kind": "garden",
        "field": "field",
        "placement": "SW"
      }
    ],
    "counts": {
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "base-N",
    "expansion": "base",
    "letter": "N",
    "edges": {
      "N": "city",
      "E": "city",
      "S": "field",
      "W": "field"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR",
          "EL",
          "E",
          "ER"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0604
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ],
            [
              0.9396,
              1.0
            ],
            [
              0.9032,
              0.9835
            ],
            [
              0.8194,
              0.9408
            ],
            [
              0.7387,
              0.8949
            ],
            [
              0.6611,
              0.8458
            ],
            [
              0.5867,
              0.7935
            ],
            [
              0.5154,
              0.7381
            ],
            [
              0.4473,
              0.6795
            ],
            [
              0.3823,
              0.6177
            ],
            [
              0.3205,
              0.5527
            ],
            [
              0.2619,
              0.4846
            ],
            [
              0.2065,
              0.4133
            ],
            [
              0.1542,
              0.3389
            ],
            [
              0.1051,
              0.2613
            ],
            [
              0.0592,
              0.1806
            ],
            [
              0.0165,
              0.0968
            ]
          ]
        ],
        "spot": [
          0.6406,
          0.3594
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "SL",
          "SR",
          "WL",
          "WR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0604
            ],
            [
              0.0165,
              0.0968
            ],
            [
              0.0592,
              0.1806
            ],
            [
              0.1051,
              0.2613
            ],
            [
              0.1542,
              0.3389
            ],
            [
              0.2065,
              0.4133
            ],
            [
              0.2619,
              0.4846
            ],
            [
              0.3205,
              0.5527
            ],
            [
              0.3823,
              0.6177
            ],
            [
              0.4473,
              0.6795
            ],
            [
              0.5154,
              0.7381
            ],
            [
              0.5867,
              0.7935
            ],
            [
              0.6611,
              0.8458
            ],
            [
              0.7387,
              0.8949
            ],
            [
              0.8194,
              0.9408
            ],
            [
              0.9032,
              0.9835
            ],
            [
              0.9396,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2239,
          0.7761
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 3,
      "C2": 2,
      "C3": 2
    }
  },
  {
    "id": "base-N-garden",
    "expansion": "base",
    "letter": "N",
    "edges": {
      "N": "city",
      "E": "city",
      "S": "field",
      "W": "field"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR",
          "EL",
          "E",
          "ER"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0604
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ],
            [
              0.9396,
              1.0
            ],
            [
              0.9032,
              0.9835
            ],
            [
              0.8194,
              0.9408
            ],
            [
              0.7387,
              0.8949
            ],
            [
              0.6611,
              0.8458
            ],
            [
              0.5867,
              0.7935
            ],
            [
              0.5154,
              0.7381
            ],
            [
              0.4473,
              0.6795
            ],
            [
              0.3823,
              0.6177
            ],
            [
              0.3205,
              0.5527
            ],
            [
              0.2619,
              0.4846
            ],
            [
              0.2065,
              0.4133
            ],
            [
              0.1542,
              0.3389
            ],
            [
              0.1051,
              0.2613
            ],
            [
              0.0592,
              0.1806
            ],
            [
              0.0165,
              0.0968
            ]
          ]
        ],
        "spot": [
          0.7031,
          0.2969
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "SL",
          "SR",
          "WL",
          "WR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0604
            ],
            [
              0.0165,
              0.0968
            ],
            [
              0.0592,
              0.1806
            ],
            [
              0.1051,
              0.2613
            ],
            [
              0.1542,
              0.3389
            ],
            [
              0.2065,
              0.4133
            ],
            [
              0.2619,
              0.4846
            ],
            [
              0.3205,
              0.5527
            ],
            [
              0.3823,
              0.6177
            ],
            [
              0.4473,
              0.6795
            ],
            [
              0.5154,
              0.7381
            ],
            [
              0.5867,
              0.7935
            ],
            [
              0.6611,
              0.8458
            ],
            [
              0.7387,
              0.8949
            ],
            [
              0.8194,
              0.9408
            ],
            [
              0.9032,
              0.9835
            ],
            [
              0.9396,
              1.0
            ]
          ]
        ],
        "spot": [
          0.1285,
          0.5192
        ]
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": [],
        "shape": [
          [
            [
              0.1607,
              0.7318
            ],
            [
              0.1601,
              0.72
            ],
            [
              0.1607,
              0.7082
            ],
            [
              0.1624,
              0.6966
            ],
            [
              0.1653,
              0.6852
            ],
            [
              0.1692,
              0.6741
            ],
            [
              0.1743,
              0.6635
            ],
            [
              0.1803,
              0.6534
            ],
            [
              0.1873,
              0.6439
            ],
            [
              0.1952,
              0.6352
            ],
            [
              0.2039,
              0.6273
            ],
            [
              0.2134,
              0.6203
            ],
            [
              0.2235,
              0.6143
            ],
            [
              0.2341,
              0.6092
            ],
            [
              0.2452,
              0.6053
            ],
            [
              0.2566,
              0.6024
            ],
            [
              0.2682,
              0.6007
            ],
            [
              0.28,
              0.6001
            ],
            [
              0.2918,
              0.6007
            ],
            [
              0.3034,
              0.6024
            ],
            [
              0.3148,
              0.6053
            ],
            [
              0.3259,
              0.6092
            ],
            [
              0.3365,
              0.6143
            ],
            [
              0.3466,
              0.6203
            ],
            [
              0.3561,
              0.6273
            ],
            [
              0.3648,
              0.6352
            ],
            [
              0.3727,
              0.6439
            ],
            [
              0.3797,
              0.6534
            ],
            [
              0.3857,
              0.6635
            ],
            [
              0.3908,
              0.6741
            ],
            [
              0.3947,
              0.6852
            ],
            [
              0.3976,
              0.6966
            ],
            [
              0.3993,
              0.7082
            ],
            [
              0.3999,
              0.72
            ],
            [
              0.3993,
              0.7318
            ],
            [
              0.3976,
              0.7434
            ],
            [
              0.3947,
              0.7548
            ],
            [
              0.3908,
              0.7659
            ],
            [
              0.3857,
              0.7765
            ],
            [
              0.3797,
              0.7866
            ],
            [
              0.3727,
              0.7961
            ],
            [
              0.3648,
              0.8048
            ],
            [
              0.3561,
              0.8127
            ],
            [
              0.3466,
              0.8197
            ],
            [
              0.3365,
              0.8257
            ],
            [
              0.3259,
              0.8308
            ],
            [
              0.3148,
              0.8347
            ],
            [
              0.3034,
              0.8376
            ],
            [
              0.2918,
              0.8393
            ],
            [
              0.28,
              0.8399
            ],
            [
              0.2682,
              0.8393
            ],
            [
              0.2566,
              0.8376
            ],
            [
              0.2452,
              0.8347
            ],
            [
              0.2341,
              0.8308
            ],
            [
              0.2235,
              0.8257
            ],
            [
              0.2134,
              0.8197
            ],
            [
              0.2039,
              0.8127
            ],
            [
              0.1952,
              0.8048
            ],
            [
              0.1873,
              0.7961
            ],
            [
              0.1803,
              0.7866
            ],
            [
              0.1743,
              0.7765
            ],
            [
              0.1692,
              0.7659
            ],
            [
              0.1653,
              0.7548
            ],
            [
              0.1624,
              0.7434
            ]
          ]
        ],
        "spot": [
          0.28,
          0.72
        ]
      }
    ],
    "illustrations": [
      {
        "kind": "garden",
        "field": "field",
        "placement": "SW"
      }
    ],
    "counts": {
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "base-O",
    "expansion": "base",
    "letter": "O",
    "edges": {
      "N": "city",
      "E": "road",
      "S": "road",
      "W": "city"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR",
          "WL",
          "W",
          "WR"
        ],
        "pennants": 1,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.0604
            ],
            [
              0.9835,
              0.0968
            ],
            [
              0.9408,
              0.1806
            ],
            [
              0.8949,
              0.2613
            ],
            [
              0.8458,
              0.3389
            ],
            [
              0.7935,
              0.4133
            ],
            [
              0.7381,
              0.4846
            ],
            [
              0.6795,
              0.5527
            ],
            [
              0.6177,
              0.6177
            ],
            [
              0.5527,
              0.6795
            ],
            [
              0.4846,
              0.7381
            ],
            [
              0.4133,
              0.7935
            ],
            [
              0.3389,
              0.8458
            ],
            [
              0.2613,
              0.8949
            ],
            [
              0.1806,
              0.9408
            ],
            [
              0.0968,
              0.9835
            ],
            [
              0.0604,
              1.0
            ],
            [
              0.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.5195,
          0.293
        ]
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "E",
          "S"
        ],
        "shape": [
          [
            [
              0.4451,
              0.9972
            ],
            [
              0.4251,
              0.9962
            ],
            [
              0.4279,
              0.9413
            ],
            [
              0.4366,
              0.8842
            ],
            [
              0.4508,
              0.829
            ],
            [
              0.4701,
              0.7761
            ],
            [
              0.4912,
              0.7324
            ],
            [
              0.5527,
              0.6795
            ],
            [
              0.6177,
              0.6177
            ],
            [
              0.6795,
              0.5527
            ],
            [
              0.7324,
              0.4912
            ],
            [
              0.7761,
              0.4701
            ],
            [
              0.829,
              0.4508
            ],
            [
              0.8842,
              0.4366
            ],
            [
              0.9413,
              0.4279
            ],
            [
              0.9962,
              0.4251
            ],
            [
              0.9972,
              0.4451
            ],
            [
              1.0,
              0.5
            ],
            [
              1.0,
              0.5751
            ],
            [
              0.9564,
              0.5773
            ],
            [
              0.9143,
              0.5837
            ],
            [
              0.8736,
              0.5942
            ],
            [
              0.8346,
              0.6085
            ],
            [
              0.7975,
              0.6263
            ],
            [
              0.7625,
              0.6476
            ],
            [
              0.7297,
              0.6721
            ],
            [
              0.6995,
              0.6995
            ],
            [
              0.6721,
              0.7297
            ],
            [
              0.6476,
              0.7625
            ],
            [
              0.6263,
              0.7975
            ],
            [
              0.6085,
              0.8346
            ],
            [
              0.5942,
              0.8736
            ],
            [
              0.5837,
              0.9143
            ],
            [
              0.5773,
              0.9564
            ],
            [
              0.5751,
              1.0
            ],
            [
              0.5,
              1.0
            ]
          ]
        ],
        "spot": [
          0.9057,
          0.5104
        ]
      },
      {
        "kind": "field",
        "id": "city-field",
        "edges": [
          "EL",
          "SR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.5,
              1.0
            ],
            [
              0.0604,
              1.0
            ],
            [
              0.0968,
              0.9835
            ],
            [
              0.1806,
              0.9408
            ],
            [
              0.2613,
              0.8949
            ],
            [
              0.3389,
              0.8458
            ],
            [
              0.4133,
              0.7935
            ],
            [
              0.4846,
              0.7381
            ],
            [
              0.4912,
              0.7324
            ],
            [
              0.4701,
              0.7761
            ],
            [
              0.4508,
              0.829
            ],
            [
              0.4366,
              0.8842
            ],
            [
              0.4279,
              0.9413
            ],
            [
              0.4251,
              0.9962
            ],
            [
              0.4451,
              0.9972
            ]
          ],
          [
            [
              0.7761,
              0.4701
            ],
            [
              0.7324,
              0.4912
            ],
            [
              0.7381,
              0.4846
            ],
            [
              0.7935,
              0.4133
            ],
            [
              0.8458,
              0.3389
            ],
            [
              0.8949,
              0.2613
            ],
            [
              0.9408,
              0.1806
            ],
            [
              0.9835,
              0.0968
            ],
            [
              1.0,
              0.0604
            ],
            [
              1.0,
              0.5
            ],
            [
              0.9972,
              0.4451
            ],
            [
              0.9962,
              0.4251
            ],
            [
              0.9413,
              0.4279
            ],
            [
              0.8842,
              0.4366
            ],
            [
              0.829,
              0.4508
            ]
          ]
        ],
        "spot": [
          0.3577,
          0.9229
        ]
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": [],
        "shape": [
          [
            [
              1.0,
              1.0
            ],
            [
              0.5751,
              1.0
            ],
            [
              0.5773,
              0.9564
            ],
            [
              0.5837,
              0.9143
            ],
            [
              0.5942,
              0.8736
            ],
            [
              0.6085,
              0.8346
            ],
            [
              0.6263,
              0.7975
            ],
            [
              0.6476,
              0.7625
            ],
            [
              0.6721,
              0.7297
            ],
            [
              0.6995,
              0.6995
            ],
            [
              0.7297,
              0.6721
            ],
            [
              0.7625,
              0.6476
            ],
            [
              0.7975,
              0.6263
            ],
            [
              0.8346,
              0.6085
            ],
            [
              0.8736,
              0.5942
            ],
            [
              0.9143,
              0.5837
            ],
            [
              0.9564,
              0.5773
            ],
            [
              1.0,
              0.5751
            ]
          ]
        ],
        "spot": [
          0.8108,
          0.8307
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 2,
      "C2": 2,
      "C3": 2
    }
  },
  {
    "id": "base-P",
    "expansion": "base",
    "letter": "P",
    "edges": {
      "N": "city",
      "E": "road",
      "S": "road",
      "W": "city"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR",
          "WL",
          "W",
          "WR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.0604
            ],
            [
              0.9835,
              0.0968
            ],
            [
              0.9408,
              0.1806
            ],
            [
              0.8949,
              0.2613
            ],
            [
              0.8458,
              0.3389
            ],
            [
              0.7935,
              0.4133
            ],
            [
              0.7381,
              0.4846
            ],
            [
              0.6795,
              0.5527
            ],
            [
              0.6177,
              0.6177
            ],
            [
              0.5527,
              0.6795
            ],
            [
              0.4846,
              0.7381
            ],
            [
              0.4133,
              0.7935
            ],
            [
              0.3389,
              0.8458
            ],
            [
              0.2613,
              0.8949
            ],
            [
              0.1806,
              0.9408
            ],
            [
              0.0968,
              0.9835
            ],
            [
              0.0604,
              1.0
            ],
            [
              0.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.3594,
          0.3594
        ]
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "E",
          "S"
        ],
        "shape": [
          [
            [
              0.4451,
              0.9972
            ],
            [
              0.4251,
              0.9962
            ],
            [
              0.4279,
              0.9413
            ],
            [
              0.4366,
              0.8842
            ],
            [
              0.4508,
              0.829
            ],
            [
              0.4701,
              0.7761
            ],
            [
              0.4912,
              0.7324
            ],
            [
              0.5527,
              0.6795
            ],
            [
              0.6177,
              0.6177
            ],
            [
              0.6795,
              0.5527
            ],
            [
              0.7324,
              0.4912
            ],
            [
              0.7761,
              0.4701
            ],
            [
              0.829,
              0.4508
            ],
            [
              0.8842,
              0.4366
            ],
            [
              0.9413,
              0.4279
            ],
            [
              0.9962,
              0.4251
            ],
            [
              0.9972,
              0.4451
            ],
            [
              1.0,
              0.5
            ],
            [
              1.0,
              0.5751
            ],
            [
              0.9564,
              0.5773
            ],
            [
              0.9143,
              0.5837
            ],
            [
              0.8736,
              0.5942
            ],
            [
              0.8346,
              0.6085
            ],
            [
              0.7975,
              0.6263
            ],
            [
              0.7625,
              0.6476
            ],
            [
              0.7297,
              0.6721
            ],
            [
              0.6995,
              0.6995
            ],
            [
              0.6721,
              0.7297
            ],
            [
              0.6476,
              0.7625
            ],
            [
              0.6263,
              0.7975
            ],
            [
              0.6085,
              0.8346
            ],
            [
              0.5942,
              0.8736
            ],
            [
              0.5837,
              0.9143
            ],
            [
              0.5773,
              0.9564
            ],
            [
              0.5751,
              1.0
            ],
            [
              0.5,
              1.0
            ]
          ]
        ],
        "spot": [
          0.9057,
          0.5104
        ]
      },
      {
        "kind": "field",
        "id": "city-field",
        "edges": [
          "EL",
          "SR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.5,
              1.0
            ],
            [
              0.0604,
              1.0
            ],
            [
              0.0968,
              0.9835
            ],
            [
              0.1806,
              0.9408
            ],
            [
              0.2613,
              0.8949
            ],
            [
              0.3389,
              0.8458
            ],
            [
              0.4133,
              0.7935
            ],
            [
              0.4846,
              0.7381
            ],
            [
              0.4912,
              0.7324
            ],
            [
              0.4701,
              0.7761
            ],
            [
              0.4508,
              0.829
            ],
            [
              0.4366,
              0.8842
            ],
            [
              0.4279,
              0.9413
            ],
            [
              0.4251,
              0.9962
            ],
            [
              0.4451,
              0.9972
            ]
          ],
          [
            [
              0.7761,
              0.4701
            ],
            [
              0.7324,
              0.4912
            ],
            [
              0.7381,
              0.4846
            ],
            [
              0.7935,
              0.4133
            ],
            [
              0.8458,
              0.3389
            ],
            [
              0.8949,
              0.2613
            ],
            [
              0.9408,
              0.1806
            ],
            [
              0.9835,
              0.0968
            ],
            [
              1.0,
              0.0604
            ],
            [
              1.0,
              0.5
            ],
            [
              0.9972,
              0.4451
            ],
            [
              0.9962,
              0.4251
            ],
            [
              0.9413,
              0.4279
            ],
            [
              0.8842,
              0.4366
            ],
            [
              0.829,
              0.4508
            ]
          ]
        ],
        "spot": [
          0.3577,
          0.9229
        ]
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": [],
        "shape": [
          [
            [
              1.0,
              1.0
            ],
            [
              0.5751,
              1.0
            ],
            [
              0.5773,
              0.9564
            ],
            [
              0.5837,
              0.9143
            ],
            [
              0.5942,
              0.8736
            ],
            [
              0.6085,
              0.8346
            ],
            [
              0.6263,
              0.7975
            ],
            [
              0.6476,
              0.7625
            ],
            [
              0.6721,
              0.7297
            ],
            [
              0.6995,
              0.6995
            ],
            [
              0.7297,
              0.6721
            ],
            [
              0.7625,
              0.6476
            ],
            [
              0.7975,
              0.6263
            ],
            [
              0.8346,
              0.6085
            ],
            [
              0.8736,
              0.5942
            ],
            [
              0.9143,
              0.5837
            ],
            [
              0.9564,
              0.5773
            ],
            [
              1.0,
              0.5751
            ]
          ]
        ],
        "spot": [
          0.8108,
          0.8307
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 3,
      "C2": 3,
      "C3": 3
    }
  },
  {
    "id": "base-Q",
    "expansion": "base",
    "letter": "Q",
    "edges": {
      "N": "city",
      "E": "city",
      "S": "field",
      "W": "city"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR",
          "EL",
          "E",
          "ER",
          "WL",
          "W",
          "WR"
        ],
        "pennants": 1,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ],
            [
              0.9612,
              1.0
            ],
            [
              0.922,
              0.9669
            ],
            [
              0.861,
              0.9223
            ],
            [
              0.8003,
              0.8847
            ],
            [
              0.7398,
              0.8541
            ],
            [
              0.6795,
              0.8304
            ],
            [
              0.6195,
              0.8135
            ],
            [
              0.5597,
              0.8034
            ],
            [
              0.5,
              0.8
            ],
            [
              0.4403,
              0.8034
            ],
            [
              0.3805,
              0.8135
            ],
            [
              0.3205,
              0.8304
            ],
            [
              0.2602,
              0.8541
            ],
            [
              0.1997,
              0.8847
            ],
            [
              0.139,
              0.9223
            ],
            [
              0.078,
              0.9669
            ],
            [
              0.0388,
              1.0
            ],
            [
              0.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.3086,
          0.5117
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "SL",
          "SR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.9612,
              1.0
            ],
            [
              0.0388,
              1.0
            ],
            [
              0.078,
              0.9669
            ],
            [
              0.139,
              0.9223
            ],
            [
              0.1997,
              0.8847
            ],
            [
              0.2602,
              0.8541
            ],
            [
              0.3205,
              0.8304
            ],
            [
              0.3805,
              0.8135
            ],
            [
              0.4403,
              0.8034
            ],
            [
              0.5,
              0.8
            ],
            [
              0.5597,
              0.8034
            ],
            [
              0.6195,
              0.8135
            ],
            [
              0.6795,
              0.8304
            ],
            [
              0.7398,
              0.8541
            ],
            [
              0.8003,
              0.8847
            ],
            [
              0.861,
              0.9223
            ],
            [
              0.922,
              0.9669
            ]
          ]
        ],
        "spot": [
          0.5,
          0.9
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 1,
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "base-R",
    "expansion": "base",
    "letter": "R",
    "edges": {
      "N": "city",
      "E": "city",
      "S": "field",
      "W": "city"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR",
          "EL",
          "E",
          "ER",
          "WL",
          "W",
          "WR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ],
            [
              0.9612,
              1.0
            ],
            [
              0.922,
              0.9669
            ],
            [
              0.861,
              0.9223
            ],
            [
              0.8003,
              0.8847
            ],
            [
              0.7398,
              0.8541
            ],
            [
              0.6795,
              0.8304
            ],
            [
              0.6195,
              0.8135
            ],
            [
              0.5597,
              0.8034
            ],
            [
              0.5,
              0.8
            ],
            [
              0.4403,
              0.8034
            ],
            [
              0.3805,
              0.8135
            ],
            [
              0.3205,
              0.8304
            ],
            [
              0.2602,
              0.8541
            ],
            [
              0.1997,
              0.8847
            ],
            [
              0.139,
              0.9223
            ],
            [
              0.078,
              0.9669
            ],
            [
              0.0388,
              1.0
            ],
            [
              0.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.4023,
          0.4023
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "SL",
          "SR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.9612,
              1.0
            ],
            [
              0.0388,
              1.0
            ],
            [
              0.078,
              0.9669
            ],
            [
              0.139,
              0.9223
            ],
            [
              0.1997,
              0.8847
            ],
            [
              0.2602,
              0.8541
            ],
            [
              0.3205,
              0.8304
            ],
            [
              0.3805,
              0.8135
            ],
            [
              0.4403,
              0.8034
            ],
            [
              0.5,
              0.8
            ],
            [
              0.5597,
              0.8034
            ],
            [
              0.6195,
              0.8135
            ],
            [
              0.6795,
              0.8304
            ],
            [
              0.7398,
              0.8541
            ],
            [
              0.8003,
              0.8847
            ],
            [
              0.861,
              0.9223
            ],
            [
              0.922,
              0.9669
            ]
          ]
        ],
        "spot": [
          0.5,
          0.9
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 3,
      "C2": 2,
      "C3": 2
    }
  },
  {
    "id": "base-R-garden",
    "expansion": "base",
    "letter": "R",
    "edges": {
      "N": "city",
      "E": "city",
      "S": "field",
      "W": "city"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR",
          "EL",
          "E",
          "ER",
          "WL",
          "W",
          "WR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ],
            [
              0.9612,
              1.0
            ],
            [
              0.922,
              0.9669
            ],
            [
              0.861,
              0.9223
            ],
            [
              0.8003,
              0.8847
            ],
            [
              0.7398,
              0.8541
            ],
            [
              0.6795,
              0.8304
            ],
            [
              0.6195,
              0.8135
            ],
            [
              0.5597,
              0.8034
            ],
            [
              0.5,
              0.8
            ],
            [
              0.4403,
              0.8034
            ],
            [
              0.3805,
              0.8135
            ],
            [
              0.3205,
              0.8304
            ],
            [
              0.2602,
              0.8541
            ],
            [
              0.1997,
              0.8847
            ],
            [
              0.139,
              0.9223
            ],
            [
              0.078,
              0.9669
            ],
            [
              0.0388,
              1.0
            ],
            [
              0.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2617,
          0.2617
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "SL",
          "SR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.9612,
              1.0
            ],
            [
              0.0388,
              1.0
            ],
            [
              0.078,
              0.9669
            ],
            [
              0.139,
              0.9223
            ],
            [
              0.1997,
              0.8847
            ],
            [
              0.2602,
              0.8541
            ],
            [
              0.3205,
              0.8304
            ],
            [
              0.3805,
              0.8135
            ],
            [
              0.4403,
              0.8034
            ],
            [
              0.5,
              0.8
            ],
            [
              0.5597,
              0.8034
            ],
            [
              0.6195,
              0.8135
            ],
            [
              0.6795,
              0.8304
            ],
            [
              0.7398,
              0.8541
            ],
            [
              0.8003,
              0.8847
            ],
            [
              0.861,
              0.9223
            ],
            [
              0.922,
              0.9669
            ]
          ]
        ],
        "spot": [
          0.3949,
          0.9063
        ]
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": [],
        "shape": [
          [
            [
              0.3807,
              0.7318
            ],
            [
              0.3801,
              0.72
            ],
            [
              0.3807,
              0.7082
            ],
            [
              0.3824,
              0.6966
            ],
            [
              0.3853,
              0.6852
            ],
            [
              0.3892,
              0.6741
            ],
            [
              0.3943,
              0.6635
            ],
            [
              0.4003,
              0.6534
            ],
            [
              0.4073,
              0.6439
            ],
            [
              0.4152,
              0.6352
            ],
            [
              0.4239,
              0.6273
            ],
            [
              0.4334,
              0.6203
            ],
            [
              0.4435,
              0.6143
            ],
            [
              0.4541,
              0.6092
            ],
            [
              0.4652,
              0.6053
            ],
            [
              0.4766,
              0.6024
            ],
            [
              0.4882,
              0.6007
            ],
            [
              0.5,
              0.6001
            ],
            [
              0.5118,
              0.6007
            ],
            [
              0.5234,
              0.6024
            ],
            [
              0.5348,
              0.6053
            ],
            [
              0.5459,
              0.6092
            ],
            [
              0.5565,
              0.6143
            ],
            [
              0.5666,
              0.6203
            ],
            [
              0.5761,
              0.6273
            ],
            [
              0.5848,
              0.6352
            ],
            [
              0.5927,
              0.6439
            ],
            [
              0.5997,
              0.6534
            ],
            [
              0.6057,
              0.6635
            ],
            [
              0.6108,
              0.6741
            ],
            [
              0.6147,
              0.6852
            ],
            [
              0.6176,
              0.6966
            ],
            [
              0.6193,
              0.7082
            ],
            [
              0.6199,
              0.72
            ],
            [
              0.6193,
              0.7318
            ],
            [
              0.6176,
              0.7434
            ],
            [
              0.6147,
              0.7548
            ],
            [
              0.6108,
              0.7659
            ],
            [
              0.6057,
              0.7765
            ],
            [
              0.5997,
              0.7866
            ],
            [
              0.5927,
              0.7961
            ],
            [
              0.5848,
              0.8048
            ],
            [
              0.5761,
              0.8127
            ],
            [
              0.5666,
              0.8197
            ],
            [
              0.5565,
              0.8257
            ],
            [
              0.5459,
              0.8308
            ],
            [
              0.5348,
              0.8347
            ],
            [
              0.5234,
              0.8376
            ],
            [
              0.5118,
              0.8393
            ],
            [
              0.5,
              0.8399
            ],
            [
              0.4882,
              0.8393
            ],
            [
              0.4766,
              0.8376
            ],
            [
              0.4652,
              0.8347
            ],
            [
              0.4541,
              0.8308
            ],
            [
              0.4435,
              0.8257
            ],
            [
              0.4334,
              0.8197
            ],
            [
              0.4239,
              0.8127
            ],
            [
              0.4152,
              0.8048
            ],
            [
              0.4073,
              0.7961
            ],
            [
              0.4003,
              0.7866
            ],
            [
              0.3943,
              0.7765
            ],
            [
              0.3892,
              0.7659
            ],
            [
              0.3853,
              0.7548
            ],
            [
              0.3824,
              0.7434
            ]
          ]
        ],
        "spot": [
          0.5,
          0.72
        ]
      }
    ],
    "illustrations": [
      {
        "kind": "garden",
        "field": "field",
        "placement": "S"
      }
    ],
    "counts": {
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "base-S",
    "expansion": "base",
    "letter": "S",
    "edges": {
      "N": "city",
      "E": "city",
      "S": "road",
      "W": "city"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR",
          "EL",
          "E",
          "ER",
          "WL",
          "W",
          "WR"
        ],
        "pennants": 1,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ],
            [
              0.9612,
              1.0
            ],
            [
              0.922,
              0.9669
            ],
            [
              0.861,
              0.9223
            ],
            [
              0.8003,
              0.8847
            ],
            [
              0.7398,
              0.8541
            ],
            [
              0.6795,
              0.8304
            ],
            [
              0.6195,
              0.8135
            ],
            [
              0.5597,
              0.8034
            ],
            [
              0.5,
              0.8
            ],
            [
              0.4403,
              0.8034
            ],
            [
              0.3805,
              0.8135
            ],
            [
              0.3205,
              0.8304
            ],
            [
              0.2602,
              0.8541
            ],
            [
              0.1997,
              0.8847
            ],
            [
              0.139,
              0.9223
            ],
            [
              0.078,
              0.9669
            ],
            [
              0.0388,
              1.0
            ],
            [
              0.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.3086,
          0.5117
        ]
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "S"
        ],
        "shape": [
          [
            [
              0.425,
              1.0
            ],
            [
              0.425,
              0.806
            ],
            [
              0.4403,
              0.8034
            ],
            [
              0.5,
              0.8
            ],
            [
              0.5597,
              0.8034
            ],
            [
              0.575,
              0.806
            ],
            [
              0.575,
              1.0
            ]
          ]
        ],
        "spot": [
          0.5,
          0.9
        ]
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "SL"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.575,
              1.0
            ],
            [
              0.575,
              0.806
            ],
            [
              0.6195,
              0.8135
            ],
            [
              0.6795,
              0.8304
            ],
            [
              0.7398,
              0.8541
            ],
            [
              0.8003,
              0.8847
            ],
            [
              0.861,
              0.9223
            ],
            [
              0.922,
              0.9669
            ],
            [
              0.9612,
              1.0
            ]
          ]
        ],
        "spot": [
          0.6629,
          0.9181
        ]
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.425,
              1.0
            ],
            [
              0.0388,
              1.0
            ],
            [
              0.078,
              0.9669
            ],
            [
              0.139,
              0.9223
            ],
            [
              0.1997,
              0.8847
            ],
            [
              0.2602,
              0.8541
            ],
            [
              0.3205,
              0.8304
            ],
            [
              0.3805,
              0.8135
            ],
            [
              0.425,
              0.806
            ]
          ]
        ],
        "spot": [
          0.3268,
          0.9181
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 2,
      "C2": 2,
      "C3": 2
    }
  },
  {
    "id": "base-T",
    "expansion": "base",
    "letter": "T",
    "edges": {
      "N": "city",
      "E": "city",
      "S": "road",
      "W": "city"
    },
    "features": [
      {
        "kind": "city",
        "id": "city",
        "edges": [
          "NL",
          "N",
          "NR",
          "EL",
          "E",
          "ER",
          "WL",
          "W",
          "WR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ],
            [
              0.9612,
              1.0
            ],
            [
              0.922,
              0.9669
            ],
            [
              0.861,
              0.9223
            ],
            [
              0.8003,
              0.8847
            ],
            [
              0.7398,
              0.8541
            ],
            [
              0.6795,
              0.8304
            ],
            [
              0.6195,
              0.8135
            ],
            [
              0.5597,
              0.8034
            ],
            [
              0.5,
              0.8
            ],
            [
              0.4403,
              0.8034
            ],
            [
              0.3805,
              0.8135
            ],
            [
              0.3205,
              0.8304
            ],
            [
              0.2602,
              0.8541
            ],
            [
              0.1997,
              0.8847
            ],
            [
              0.139,
              0.9223
            ],
            [
              0.078,
              0.9669
            ],
            [
              0.0388,
              1.0
            ],
            [
              0.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.4023,
          0.4023
        ]
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "S"
        ],
        "shape": [
          [
            [
              0.425,
              1.0
            ],
            [
              0.425,
              0.806
            ],
            [
              0.4403,
              0.8034
            ],
            [
              0.5,
              0.8
            ],
            [
              0.5597,
              0.8034
            ],
            [
              0.575,
              0.806
            ],
            [
              0.575,
              1.0
            ]
          ]
        ],
        "spot": [
          0.5,
          0.9
        ]
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "SL"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.575,
              1.0
            ],
            [
              0.575,
              0.806
            ],
            [
              0.6195,
              0.8135
            ],
            [
              0.6795,
              0.8304
            ],
            [
              0.7398,
              0.8541
            ],
            [
              0.8003,
              0.8847
            ],
            [
              0.861,
              0.9223
            ],
            [
              0.922,
              0.9669
            ],
            [
              0.9612,
              1.0
            ]
          ]
        ],
        "spot": [
          0.6629,
          0.9181
        ]
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR"
        ],
        "cities": [
          "city"
        ],
        "shape": [
          [
            [
              0.425,
              1.0
            ],
            [
              0.0388,
              1.0
            ],
            [
              0.078,
              0.9669
            ],
            [
              0.139,
              0.9223
            ],
            [
              0.1997,
              0.8847
            ],
            [
              0.2602,
              0.8541
            ],
            [
              0.3205,
              0.8304
            ],
            [
              0.3805,
              0.8135
            ],
            [
              0.425,
              0.806
            ]
          ]
        ],
        "spot": [
          0.3268,
          0.9181
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 1,
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "base-U",
    "expansion": "base",
    "letter": "U",
    "edges": {
      "N": "road",
      "E": "field",
      "S": "road",
      "W": "field"
    },
    "features": [
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "N",
          "S"
        ],
        "shape": [
          [
            [
              0.425,
              1.0
            ],
            [
              0.425,
              0.0
            ],
            [
              0.575,
              0.0
            ],
            [
              0.575,
              1.0
            ]
          ]
        ],
        "spot": [
          0.5,
          0.5
        ]
      },
      {
        "kind": "field",
        "id": "west-field",
        "edges": [
          "SR",
          "WL",
          "WR",
          "NL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0
            ],
            [
              0.425,
              0.0
            ],
            [
              0.425,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2092,
          0.7936
        ]
      },
      {
        "kind": "field",
        "id": "east-field",
        "edges": [
          "NR",
          "EL",
          "ER",
          "SL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.575,
              1.0
            ],
            [
              0.575,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.7908,
          0.7936
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 8,
      "C2": 7,
      "C3": 7
    }
  },
  {
    "id": "base-U-garden",
    "expansion": "base",
    "letter": "U",
    "edges": {
      "N": "road",
      "E": "field",
      "S": "road",
      "W": "field"
    },
    "features": [
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "N",
          "S"
        ],
        "shape": [
          [
            [
              0.425,
              1.0
            ],
            [
              0.425,
              0.0
            ],
            [
              0.575,
              0.0
            ],
            [
              0.575,
              1.0
            ]
          ]
        ],
        "spot": [
          0.5,
          0.5
        ]
      },
      {
        "kind": "field",
        "id": "west-field",
        "edges": [
          "SR",
          "WL",
          "WR",
          "NL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0
            ],
            [
              0.425,
              0.0
            ],
            [
              0.425,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2092,
          0.7936
        ]
      },
      {
        "kind": "field",
        "id": "east-field",
        "edges": [
          "NR",
          "EL",
          "ER",
          "SL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.575,
              1.0
            ],
            [
              0.575,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.7941,
          0.2059
        ]
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": [],
        "shape": [
          [
            [
              0.6007,
              0.7318
            ],
            [
              0.6001,
              0.72
            ],
            [
              0.6007,
              0.7082
            ],
            [
              0.6024,
              0.6966
            ],
            [
              0.6053,
              0.6852
            ],
            [
              0.6092,
              0.6741
            ],
            [
              0.6143,
              0.6635
            ],
            [
              0.6203,
              0.6534
            ],
            [
              0.6273,
              0.6439
            ],
            [
              0.6352,
              0.6352
            ],
            [
              0.6439,
              0.6273
            ],
            [
              0.6534,
              0.6203
            ],
            [
              0.6635,
              0.6143
            ],
            [
              0.6741,
              0.6092
            ],
            [
              0.6852,
              0.6053
            ],
            [
              0.6966,
              0.6024
            ],
            [
              0.7082,
              0.6007
            ],
            [
              0.72,
              0.6001
            ],
            [
              0.7318,
              0.6007
            ],
            [
              0.7434,
              0.6024
            ],
            [
              0.7548,
              0.6053
            ],
            [
              0.7659,
              0.6092
            ],
            [
              0.7765,
              0.6143
            ],
            [
              0.7866,
              0.6203
            ],
            [
              0.7961,
              0.6273
            ],
            [
              0.8048,
              0.6352
            ],
            [
              0.8127,
              0.6439
            ],
            [
              0.8197,
              0.6534
            ],
            [
              0.8257,
              0.6635
            ],
            [
              0.8308,
              0.6741
            ],
            [
              0.8347,
              0.6852
            ],
            [
              0.8376,
              0.6966
            ],
            [
              0.8393,
              0.7082
            ],
            [
              0.8399,
              0.72
            ],
            [
              0.8393,
              0.7318
            ],
            [
              0.8376,
              0.7434
            ],
            [
              0.8347,
              0.7548
            ],
            [
              0.8308,
              0.7659
            ],
            [
              0.8257,
              0.7765
            ],
            [
              0.8197,
              0.7866
            ],
            [
              0.8127,
              0.7961
            ],
            [
              0.8048,
              0.8048
            ],
            [
              0.7961,
              0.8127
            ],
            [
              0.7866,
              0.8197
            ],
            [
              0.7765,
              0.8257
            ],
            [
              0.7659,
              0.8308
            ],
            [
              0.7548,
              0.8347
            ],
            [
              0.7434,
              0.8376
            ],
            [
              0.7318,
              0.8393
            ],
            [
              0.72,
              0.8399
            ],
            [
              0.7082,
              0.8393
            ],
            [
              0.6966,
              0.8376
            ],
            [
              0.6852,
              0.8347
            ],
            [
              0.6741,
              0.8308
            ],
            [
              0.6635,
              0.8257
            ],
            [
              0.6534,
              0.8197
            ],
            [
              0.6439,
              0.8127
            ],
            [
              0.6352,
              0.8048
            ],
            [
              0.6273,
              0.7961
            ],
            [
              0.6203,
              0.7866
            ],
            [
              0.6143,
              0.7765
            ],
            [
              0.6092,
              0.7659
            ],
            [
              0.6053,
              0.7548
            ],
            [
              0.6024,
              0.7434
            ]
          ]
        ],
        "spot": [
          0.72,
          0.72
        ]
      }
    ],
    "illustrations": [
      {
        "kind": "garden",
        "field": "east-field",
        "placement": "SE"
      }
    ],
    "counts": {
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "base-V",
    "expansion": "base",
    "letter": "V",
    "edges": {
      "N": "field",
      "E": "field",
      "S": "road",
      "W": "road"
    },
    "features": [
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "S",
          "W"
        ],
        "shape": [
          [
            [
              0.0,
              0.5751
            ],
            [
              0.0,
              0.5
            ],
            [
              0.0028,
              0.4451
            ],
            [
              0.0038,
              0.4251
            ],
            [
              0.0587,
              0.4279
            ],
            [
              0.1158,
              0.4366
            ],
            [
              0.171,
              0.4508
            ],
            [
              0.2239,
              0.4701
            ],
            [
              0.2742,
              0.4944
            ],
            [
              0.3216,
              0.5232
            ],
            [
              0.3658,
              0.5563
            ],
            [
              0.4066,
              0.5934
            ],
            [
              0.4437,
              0.6342
            ],
            [
              0.4768,
              0.6784
            ],
            [
              0.5056,
              0.7258
            ],
            [
              0.5299,
              0.7761
            ],
            [
              0.5492,
              0.829
            ],
            [
              0.5634,
              0.8842
            ],
            [
              0.5721,
              0.9413
            ],
            [
              0.5749,
              0.9962
            ],
            [
              0.5549,
              0.9972
            ],
            [
              0.5,
              1.0
            ],
            [
              0.4249,
              1.0
            ],
            [
              0.4227,
              0.9564
            ],
            [
              0.4163,
              0.9143
            ],
            [
              0.4058,
              0.8736
            ],
            [
              0.3915,
              0.8346
            ],
            [
              0.3737,
              0.7975
            ],
            [
              0.3524,
              0.7625
            ],
            [
              0.3279,
              0.7297
            ],
            [
              0.3005,
              0.6995
            ],
            [
              0.2703,
              0.6721
            ],
            [
              0.2375,
              0.6476
            ],
            [
              0.2025,
              0.6263
            ],
            [
              0.1654,
              0.6085
            ],
            [
              0.1264,
              0.5942
            ],
            [
              0.0857,
              0.5837
            ],
            [
              0.0436,
              0.5773
            ]
          ]
        ],
        "spot": [
          0.3099,
          0.6092
        ]
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.5751
            ],
            [
              0.0436,
              0.5773
            ],
            [
              0.0857,
              0.5837
            ],
            [
              0.1264,
              0.5942
            ],
            [
              0.1654,
              0.6085
            ],
            [
              0.2025,
              0.6263
            ],
            [
              0.2375,
              0.6476
            ],
            [
              0.2703,
              0.6721
            ],
            [
              0.3005,
              0.6995
            ],
            [
              0.3279,
              0.7297
            ],
            [
              0.3524,
              0.7625
            ],
            [
              0.3737,
              0.7975
            ],
            [
              0.3915,
              0.8346
            ],
            [
              0.4058,
              0.8736
            ],
            [
              0.4163,
              0.9143
            ],
            [
              0.4227,
              0.9564
            ],
            [
              0.4249,
              1.0
            ]
          ]
        ],
        "spot": [
          0.1461,
          0.8539
        ]
      },
      {
        "kind": "field",
        "id": "north-east-field",
        "edges": [
          "WR",
          "NL",
          "NR",
          "EL",
          "ER",
          "SL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              0.5
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ],
            [
              0.5,
              1.0
            ],
            [
              0.5549,
              0.9972
            ],
            [
              0.5749,
              0.9962
            ],
            [
              0.5721,
              0.9413
            ],
            [
              0.5634,
              0.8842
            ],
            [
              0.5492,
              0.829
            ],
            [
              0.5299,
              0.7761
            ],
            [
              0.5056,
              0.7258
            ],
            [
              0.4768,
              0.6784
            ],
            [
              0.4437,
              0.6342
            ],
            [
              0.4066,
              0.5934
            ],
            [
              0.3658,
              0.5563
            ],
            [
              0.3216,
              0.5232
            ],
            [
              0.2742,
              0.4944
            ],
            [
              0.2239,
              0.4701
            ],
            [
              0.171,
              0.4508
            ],
            [
              0.1158,
              0.4366
            ],
            [
              0.0587,
              0.4279
            ],
            [
              0.0038,
              0.4251
            ],
            [
              0.0028,
              0.4451
            ]
          ]
        ],
        "spot": [
          0.7305,
          0.2695
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 9,
      "C2": 8,
      "C3": 8
    }
  },
  {
    "id": "base-V-garden",
    "expansion": "base",
    "letter": "V",
    "edges": {
      "N": "field",
      "E": "field",
      "S": "road",
      "W": "road"
    },
    "features": [
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "S",
          "W"
        ],
        "shape": [
          [
            [
              0.0,
              0.5751
            ],
            [
              0.0,
              0.5
            ],
            [
              0.0028,
              0.4451
            ],
            [
              0.0038,
              0.4251
            ],
            [
              0.0587,
              0.4279
            ],
            [
              0.1158,
              0.4366
            ],
            [
              0.171,
              0.4508
            ],
            [
              0.2239,
              0.4701
            ],
            [
              0.2742,
              0.4944
            ],
            [
              0.3216,
              0.5232
            ],
            [
              0.3658,
              0.5563
            ],
            [
              0.4066,
              0.5934
            ],
            [
              0.4437,
              0.6342
            ],
            [
              0.4768,
              0.6784
            ],
            [
              0.5056,
              0.7258
            ],
            [
              0.5299,
              0.7761
            ],
            [
              0.5492,
              0.829
            ],
            [
              0.5634,
              0.8842
            ],
            [
              0.5721,
              0.9413
            ],
            [
              0.5749,
              0.9962
            ],
            [
              0.5549,
              0.9972
            ],
            [
              0.5,
              1.0
            ],
            [
              0.4249,
              1.0
            ],
            [
              0.4227,
              0.9564
            ],
            [
              0.4163,
              0.9143
            ],
            [
              0.4058,
              0.8736
            ],
            [
              0.3915,
              0.8346
            ],
            [
              0.3737,
              0.7975
            ],
            [
              0.3524,
              0.7625
            ],
            [
              0.3279,
              0.7297
            ],
            [
              0.3005,
              0.6995
            ],
            [
              0.2703,
              0.6721
            ],
            [
              0.2375,
              0.6476
            ],
            [
              0.2025,
              0.6263
            ],
            [
              0.1654,
              0.6085
            ],
            [
              0.1264,
              0.5942
            ],
            [
              0.0857,
              0.5837
            ],
            [
              0.0436,
              0.5773
            ]
          ]
        ],
        "spot": [
          0.3099,
          0.6092
        ]
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.5751
            ],
            [
              0.0436,
              0.5773
            ],
            [
              0.0857,
              0.5837
            ],
            [
              0.1264,
              0.5942
            ],
            [
              0.1654,
              0.6085
            ],
            [
              0.2025,
              0.6263
            ],
            [
              0.2375,
              0.6476
            ],
            [
              0.2703,
              0.6721
            ],
            [
              0.3005,
              0.6995
            ],
            [
              0.3279,
              0.7297
            ],
            [
              0.3524,
              0.7625
            ],
            [
              0.3737,
              0.7975
            ],
            [
              0.3915,
              0.8346
            ],
            [
              0.4058,
              0.8736
            ],
            [
              0.4163,
              0.9143
            ],
            [
              0.4227,
              0.9564
            ],
            [
              0.4249,
              1.0
            ]
          ]
        ],
        "spot": [
          0.1461,
          0.8539
        ]
      },
      {
        "kind": "field",
        "id": "north-east-field",
        "edges": [
          "WR",
          "NL",
          "NR",
          "EL",
          "ER",
          "SL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              0.5
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ],
            [
              0.5,
              1.0
            ],
            [
              0.5549,
              0.9972
            ],
            [
              0.5749,
              0.9962
            ],
            [
              0.5721,
              0.9413
            ],
            [
              0.5634,
              0.8842
            ],
            [
              0.5492,
              0.829
            ],
            [
              0.5299,
              0.7761
            ],
            [
              0.5056,
              0.7258
            ],
            [
              0.4768,
              0.6784
            ],
            [
              0.4437,
              0.6342
            ],
            [
              0.4066,
              0.5934
            ],
            [
              0.3658,
              0.5563
            ],
            [
              0.3216,
              0.5232
            ],
            [
              0.2742,
              0.4944
            ],
            [
              0.2239,
              0.4701
            ],
            [
              0.171,
              0.4508
            ],
            [
              0.1158,
              0.4366
            ],
            [
              0.0587,
              0.4279
            ],
            [
              0.0038,
              0.4251
            ],
            [
              0.0028,
              0.4451
            ]
          ]
        ],
        "spot": [
          0.7695,
          0.7383
        ]
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": [],
        "shape": [
          [
            [
              0.6007,
              0.2918
            ],
            [
              0.6001,
              0.28
            ],
            [
              0.6007,
              0.2682
            ],
            [
              0.6024,
              0.2566
            ],
            [
              0.6053,
              0.2452
            ],
            [
              0.6092,
              0.2341
            ],
            [
              0.6143,
              0.2235
            ],
            [
              0.6203,
              0.2134
            ],
            [
              0.6273,
              0.2039
            ],
            [
              0.6352,
              0.1952
            ],
            [
              0.6439,
              0.1873
            ],
            [
              0.6534,
              0.1803
            ],
            [
              0.6635,
              0.1743
            ],
            [
              0.6741,
              0.1692
            ],
            [
              0.6852,
              0.1653
            ],
            [
              0.6966,
              0.1624
            ],
            [
              0.7082,
              0.1607
            ],
            [
              0.72,
              0.1601
            ],
            [
              0.7318,
              0.1607
            ],
            [
              0.7434,
              0.1624
            ],
            [
              0.7548,
              0.1653
            ],
            [
              0.7659,
              0.1692
            ],
            [
              0.7765,
              0.1743
            ],
            [
              0.7866,
              0.1803
            ],
            [
              0.7961,
              0.1873
            ],
            [
              0.8048,
              0.1952
            ],
            [
              0.8127,
              0.2039
            ],
            [
              0.8197,
              0.2134
            ],
            [
              0.8257,
              0.2235
            ],
            [
              0.8308,
              0.2341
            ],
            [
              0.8347,
              0.2452
            ],
            [
              0.8376,
              0.2566
            ],
            [
              0.8393,
              0.2682
            ],
            [
              0.8399,
              0.28
            ],
            [
              0.8393,
              0.2918
            ],
            [
              0.8376,
              0.3034
            ],
            [
              0.8347,
              0.3148
            ],
            [
              0.8308,
              0.3259
            ],
            [
              0.8257,
              0.3365
            ],
            [
              0.8197,
              0.3466
            ],
            [
              0.8127,
              0.3561
            ],
            [
              0.8048,
              0.3648
            ],
            [
              0.7961,
              0.3727
            ],
            [
              0.7866,
              0.3797
            ],
            [
              0.7765,
              0.3857
            ],
            [
              0.7659,
              0.3908
            ],
            [
              0.7548,
              0.3947
            ],
            [
              0.7434,
              0.3976
            ],
            [
              0.7318,
              0.3993
            ],
            [
              0.72,
              0.3999
            ],
            [
              0.7082,
              0.3993
            ],
            [
              0.6966,
              0.3976
            ],
            [
              0.6852,
              0.3947
            ],
            [
              0.6741,
              0.3908
            ],
            [
              0.6635,
              0.3857
            ],
            [
              0.6534,
              0.3797
            ],
            [
              0.6439,
              0.3727
            ],
            [
              0.6352,
              0.3648
            ],
            [
              0.6273,
              0.3561
            ],
            [
              0.6203,
              0.3466
            ],
            [
              0.6143,
              0.3365
            ],
            [
              0.6092,
              0.3259
            ],
            [
              0.6053,
              0.3148
            ],
            [
              0.6024,
              0.3034
            ]
          ]
        ],
        "spot": [
          0.72,
          0.28
        ]
      }
    ],
    "illustrations": [
      {
        "kind": "garden",
        "field": "north-east-field",
        "placement": "NE"
      }
    ],
    "counts": {
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "base-W",
    "expansion": "base",
    "letter": "W",
    "edges": {
      "N": "field",
      "E": "road",
      "S": "road",
      "W": "road"
    },
    "features": [
      {
        "kind": "road",
        "id": "east-road",
        "edges": [
          "E"
        ],
        "shape": [
          [
            [
              0.5,
              0.5
            ],
            [
              0.5,
              0.425
            ],
            [
              1.0,
              0.425
            ],
            [
              1.0,
              0.575
            ],
            [
              0.575,
              0.575
            ],
            [
              0.575,
              0.5
            ]
          ]
        ],
        "spot": [
          0.75,
          0.5
        ]
      },
      {
        "kind": "road",
        "id": "south-road",
        "edges": [
          "S"
        ],
        "shape": [
          [
            [
              0.425,
              1.0
            ],
            [
              0.425,
              0.575
            ],
            [
              0.5,
              0.575
            ],
            [
              0.5,
              0.5
            ],
            [
              0.575,
              0.5
            ],
            [
              0.575,
              1.0
            ]
          ]
        ],
        "spot": [
          0.5,
          0.75
        ]
      },
      {
        "kind": "road",
        "id": "west-road",
        "edges": [
          "W"
        ],
        "shape": [
          [
            [
              0.0,
              0.425
            ],
            [
              0.5,
              0.425
            ],
            [
              0.5,
              0.575
            ],
            [
              0.0,
              0.575
            ]
          ]
        ],
        "spot": [
          0.25,
          0.5
        ]
      },
      {
        "kind": "field",
        "id": "north-field",
        "edges": [
          "WR",
          "NL",
          "NR",
          "EL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              0.425
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.425
            ]
          ]
        ],
        "spot": [
          0.5014,
          0.1959
        ]
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.575,
              1.0
            ],
            [
              0.575,
              0.575
            ],
            [
              1.0,
              0.575
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.8307,
          0.8307
        ]
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.575
            ],
            [
              0.425,
              0.575
            ],
            [
              0.425,
              1.0
            ]
          ]
        ],
        "spot": [
          0.1693,
          0.8307
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 4,
      "C2": 4,
      "C3": 4
    }
  },
  {
    "id": "base-X",
    "expansion": "base",
    "letter": "X",
    "edges": {
      "N": "road",
      "E": "road",
      "S": "road",
      "W": "road"
    },
    "features": [
      {
        "kind": "road",
        "id": "north-road",
        "edges": [
          "N"
        ],
        "shape": [
          [
            [
              0.425,
              0.425
            ],
            [
              0.425,
              0.0
            ],
            [
              0.575,
              0.0
            ],
            [
              0.575,
              0.425
            ]
          ]
        ],
        "spot": [
          0.5,
          0.2125
        ]
      },
      {
        "kind": "road",
        "id": "east-road",
        "edges": [
          "E"
        ],
        "shape": [
          [
            [
              0.5,
              0.5
            ],
            [
              0.5,
              0.425
            ],
            [
              1.0,
              0.425
            ],
            [
              1.0,
              0.575
            ],
            [
              0.575,
              0.575
            ],
            [
              0.575,
              0.5
            ]
          ]
        ],
        "spot": [
          0.75,
          0.5
        ]
      },
      {
        "kind": "road",
        "id": "south-road",
        "edges": [
          "S"
        ],
        "shape": [
          [
            [
              0.425,
              1.0
            ],
            [
              0.425,
              0.575
            ],
            [
              0.5,
              0.575
            ],
            [
              0.5,
              0.5
            ],
            [
              0.575,
              0.5
            ],
            [
              0.575,
              1.0
            ]
          ]
        ],
        "spot": [
          0.5,
          0.75
        ]
      },
      {
        "kind": "road",
        "id": "west-road",
        "edges": [
          "W"
        ],
        "shape": [
          [
            [
              0.0,
              0.425
            ],
            [
              0.5,
              0.425
            ],
            [
              0.5,
              0.575
            ],
            [
              0.0,
              0.575
            ]
          ]
        ],
        "spot": [
          0.25,
          0.5
        ]
      },
      {
        "kind": "field",
        "id": "north-east-field",
        "edges": [
          "NR",
          "EL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.575,
              0.425
            ],
            [
              0.575,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.425
            ]
          ]
        ],
        "spot": [
          0.8307,
          0.1693
        ]
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.575,
              1.0
            ],
            [
              0.575,
              0.575
            ],
            [
              1.0,
              0.575
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.8307,
          0.8307
        ]
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.575
            ],
            [
              0.425,
              0.575
            ],
            [
              0.425,
              1.0
            ]
          ]
        ],
        "spot": [
          0.1693,
          0.8307
        ]
      },
      {
        "kind": "field",
        "id": "north-west-field",
        "edges": [
          "WR",
          "NL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              0.425
            ],
            [
              0.0,
              0.0
            ],
            [
              0.425,
              0.0
            ],
            [
              0.425,
              0.425
            ]
          ]
        ],
        "spot": [
          0.1693,
          0.1693
        ]
      }
    ],
    "illustrations": [],
    "counts": {
      "C1": 1,
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "crop-circles-A",
    "expansion": "crop-circles",
    "letter": "A",
    "edges": {
      "N": "field",
      "E": "road",
      "S": "road",
      "W": "road"
    },
    "features": [
      {
        "kind": "road",
        "id": "road-w-s",
        "edges": [
          "W",
          "S"
        ],
        "shape": [
          [
            [
              0.0,
              0.5751
            ],
            [
              0.0,
              0.5
            ],
            [
              0.0028,
              0.4451
            ],
            [
              0.0038,
              0.4251
            ],
            [
              0.0587,
              0.4279
            ],
            [
              0.1158,
              0.4366
            ],
            [
              0.171,
              0.4508
            ],
            [
              0.2239,
              0.4701
            ],
            [
              0.2742,
              0.4944
            ],
            [
              0.3216,
              0.5232
            ],
            [
              0.3658,
              0.5563
            ],
            [
              0.3751,
              0.5647
            ],
            [
              0.337,
              0.5733
            ],
            [
              0.3701,
              0.7196
            ],
            [
              0.4859,
              0.6934
            ],
            [
              0.5056,
              0.7258
            ],
            [
              0.5299,
              0.7761
            ],
            [
              0.5492,
              0.829
            ],
            [
              0.5634,
              0.8842
            ],
            [
              0.5721,
              0.9413
            ],
            [
              0.5749,
              0.9962
            ],
            [
              0.5549,
              0.9972
            ],
            [
              0.5,
              1.0
            ],
            [
              0.4249,
              1.0
            ],
            [
              0.4227,
              0.9564
            ],
            [
              0.4163,
              0.9143
            ],
            [
              0.4058,
              0.8736
            ],
            [
              0.3915,
              0.8346
            ],
            [
              0.3737,
              0.7975
            ],
            [
              0.3524,
              0.7625
            ],
            [
              0.3279,
              0.7297
            ],
            [
              0.3005,
              0.6995
            ],
            [
              0.2703,
              0.6721
            ],
            [
              0.2375,
              0.6476
            ],
            [
              0.2025,
              0.6263
            ],
            [
              0.1654,
              0.6085
            ],
            [
              0.1264,
              0.5942
            ],
            [
              0.0857,
              0.5837
            ],
            [
              0.0436,
              0.5773
            ]
          ]
        ],
        "spot": [
          0.1527,
          0.5239
        ]
      },
      {
        "kind": "road",
        "id": "road-e",
        "edges": [
          "E"
        ],
        "shape": [
          [
            [
              0.3701,
              0.7196
            ],
            [
              0.337,
              0.5733
            ],
            [
              0.9834,
              0.4269
            ],
            [
              0.9878,
              0.4464
            ],
            [
              1.0,
              0.5
            ],
            [
              1.0,
              0.5769
            ]
          ]
        ],
        "spot": [
          0.616,
          0.5869
        ]
      },
      {
        "kind": "field",
        "id": "field-1",
        "edges": [
          "WR",
          "NL",
          "NR",
          "EL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              0.5
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.5
            ],
            [
              0.9878,
              0.4464
            ],
            [
              0.9834,
              0.4269
            ],
            [
              0.3751,
              0.5647
            ],
            [
              0.3658,
              0.5563
            ],
            [
              0.3216,
              0.5232
            ],
            [
              0.2742,
              0.4944
            ],
            [
              0.2239,
              0.4701
            ],
            [
              0.171,
              0.4508
            ],
            [
              0.1158,
              0.4366
            ],
            [
              0.0587,
              0.4279
            ],
            [
              0.0038,
              0.4251
            ],
            [
              0.0028,
              0.4451
            ]
          ]
        ],
        "spot": [
          0.4301,
          0.2095
        ]
      },
      {
        "kind": "field",
        "id": "field-2",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.5056,
              0.7258
            ],
            [
              0.4859,
              0.6934
            ],
            [
              1.0,
              0.5769
            ],
            [
              1.0,
              1.0
            ],
            [
              0.5,
              1.0
            ],
            [
              0.5549,
              0.9972
            ],
            [
              0.5749,
              0.9962
            ],
            [
              0.5721,
              0.9413
            ],
            [
              0.5634,
              0.8842
            ],
            [
              0.5492,
              0.829
            ],
            [
              0.5299,
              0.7761
            ]
          ]
        ],
        "spot": [
          0.8363,
          0.8347
        ]
      },
      {
        "kind": "field",
        "id": "field-3",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.5751
            ],
            [
              0.0436,
              0.5773
            ],
            [
              0.0857,
              0.5837
            ],
            [
              0.1264,
              0.5942
            ],
            [
              0.1654,
              0.6085
            ],
            [
              0.2025,
              0.6263
            ],
            [
              0.2375,
              0.6476
            ],
            [
              0.2703,
              0.6721
            ],
            [
              0.3005,
              0.6995
            ],
            [
              0.3279,
              0.7297
            ],
            [
              0.3524,
              0.7625
            ],
            [
              0.3737,
              0.7975
            ],
            [
              0.3915,
              0.8346
            ],
            [
              0.4058,
              0.8736
            ],
            [
              0.4163,
              0.9143
            ],
            [
              0.4227,
              0.9564
            ],
            [
              0.4249,
              1.0
            ]
          ]
        ],
        "spot": [
          0.1593,
          0.8407
        ]
      }
    ],
    "illustrations": [],
    "markers": [
      {
        "kind": "crop-circle-road"
      }
    ],
    "counts": {
      "C1": 1
    }
  },
  {
    "id": "crop-circles-B",
    "expansion": "crop-circles",
    "letter": "B",
    "edges": {
      "N": "road",
      "E": "road",
      "S": "road",
      "W": "road"
    },
    "features": [
      {
        "kind": "road",
        "id": "road-w-s",
        "edges": [
          "W",
          "S"
        ],
        "shape": [
          [
            [
              0.0,
              0.5751
            ],
            [
              0.0,
              0.5
            ],
            [
              0.0028,
              0.4451
            ],
            [
              0.0038,
              0.4251
            ],
            [
              0.0587,
              0.4279
            ],
            [
              0.1158,
              0.4366
            ],
            [
              0.171,
              0.4508
            ],
            [
              0.2239,
              0.4701
            ],
            [
              0.2742,
              0.4944
            ],
            [
              0.3216,
              0.5232
            ],
            [
              0.3658,
              0.5563
            ],
            [
              0.4066,
              0.5934
            ],
            [
              0.4437,
              0.6342
            ],
            [
              0.4768,
              0.6784
            ],
            [
              0.5056,
              0.7258
            ],
            [
              0.5299,
              0.7761
            ],
            [
              0.5492,
              0.829
            ],
            [
              0.5634,
              0.8842
            ],
            [
              0.5721,
              0.9413
            ],
            [
              0.5749,
              0.9962
            ],
            [
              0.5549,
              0.9972
            ],
            [
              0.5,
              1.0
            ],
            [
              0.4249,
              1.0
            ],
            [
              0.4227,
              0.9564
            ],
            [
              0.4163,
              0.9143
            ],
            [
              0.4058,
              0.8736
            ],
            [
              0.3915,
              0.8346
            ],
            [
              0.3737,
              0.7975
            ],
            [
              0.3524,
              0.7625
            ],
            [
              0.3279,
              0.7297
            ],
            [
              0.3005,
              0.6995
            ],
            [
              0.2703,
              0.6721
            ],
            [
              0.2375,
              0.6476
            ],
            [
              0.2025,
              0.6263
            ],
            [
              0.1654,
              0.6085
            ],
            [
              0.1264,
              0.5942
            ],
            [
              0.0857,
              0.5837
            ],
            [
              0.0436,
              0.5773
            ]
          ]
        ],
        "spot": [
          0.3099,
          0.6092
        ]
      },
      {
        "kind": "road",
        "id": "road-n",
        "edges": [
          "N"
        ],
        "shape": [
          [
            [
              0.425,
              0.5
            ],
            [
              0.425,
              0.0
            ],
            [
              0.575,
              0.0
            ],
            [
              0.575,
              0.425
            ],
            [
              0.5,
              0.425
            ],
            [
              0.5,
              0.5
            ]
          ]
        ],
        "spot": [
          0.5,
          0.25
        ]
      },
      {
        "kind": "road",
        "id": "road-e",
        "edges": [
          "E"
        ],
        "shape": [
          [
            [
              0.5,
              0.425
            ],
            [
              1.0,
              0.425
            ],
            [
              1.0,
              0.575
            ],
            [
              0.5,
              0.575
            ]
          ]
        ],
        "spot": [
          0.75,
          0.5
        ]
      },
      {
        "kind": "field",
        "id": "field-1",
        "edges": [
          "WR",
          "NL",
          "ER",
          "SL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              0.5
            ],
            [
              0.0,
              0.0
            ],
            [
              0.425,
              0.0
            ],
            [
              0.425,
              0.5
            ],
            [
              0.5,
              0.5
            ],
            [
              0.5,
              0.575
            ],
            [
              1.0,
              0.575
            ],
            [
              1.0,
              1.0
            ],
            [
              0.5,
              1.0
            ],
            [
              0.5549,
              0.9972
            ],
            [
              0.5749,
              0.9962
            ],
            [
              0.5721,
              0.9413
            ],
            [
              0.5634,
              0.8842
            ],
            [
              0.5492,
              0.829
            ],
            [
              0.5299,
              0.7761
            ],
            [
              0.5056,
              0.7258
            ],
            [
              0.4768,
              0.6784
            ],
            [
              0.4437,
              0.6342
            ],
            [
              0.4066,
              0.5934
            ],
            [
              0.3658,
              0.5563
            ],
            [
              0.3216,
              0.5232
            ],
            [
              0.2742,
              0.4944
            ],
            [
              0.2239,
              0.4701
            ],
            [
              0.171,
              0.4508
            ],
            [
              0.1158,
              0.4366
            ],
            [
              0.0587,
              0.4279
            ],
            [
              0.0038,
              0.4251
            ],
            [
              0.0028,
              0.4451
            ]
          ]
        ],
        "spot": [
          0.1719,
          0.1719
        ]
      },
      {
        "kind": "field",
        "id": "field-2",
        "edges": [
          "NR",
          "EL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.575,
              0.425
            ],
            [
              0.575,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.425
            ]
          ]
        ],
        "spot": [
          0.8971,
          0.1029
        ]
      },
      {
        "kind": "field",
        "id": "field-3",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.5751
            ],
            [
              0.0436,
              0.5773
            ],
            [
              0.0857,
              0.5837
            ],
            [
              0.1264,
              0.5942
            ],
            [
              0.1654,
              0.6085
            ],
            [
              0.2025,
              0.6263
            ],
            [
              0.2375,
              0.6476
            ],
            [
              0.2703,
              0.6721
            ],
            [
              0.3005,
              0.6995
            ],
            [
              0.3279,
              0.7297
            ],
            [
              0.3524,
              0.7625
            ],
            [
              0.3737,
              0.7975
            ],
            [
              0.3915,
              0.8346
            ],
            [
              0.4058,
              0.8736
            ],
            [
              0.4163,
              0.9143
            ],
            [
              0.4227,
              0.9564
            ],
            [
              0.4249,
              1.0
            ]
          ]
        ],
        "spot": [
          0.1461,
          0.8539
        ]
      }
    ],
    "illustrations": [],
    "markers": [
      {
        "kind": "crop-circle-road"
      }
    ],
    "counts": {
      "C1": 1
    }
  },
  {
    "id": "crop-circles-C",
    "expansion": "crop-circles",
    "letter": "C",
    "edges": {
      "N": "city",
      "E": "field",
      "S": "road",
      "W": "field"
    },
    "features": [
      {
        "kind": "city",
        "id": "city-n",
        "edges": [
          "NL",
          "N",
          "NR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              0.0348,
              0.0
            ],
            [
              0.9652,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.0359
            ],
            [
              0.9548,
              0.0825
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.0,
              0.0359
            ]
          ]
        ],
        "spot": [
          0.5,
          0.15
        ]
      },
      {
        "kind": "road",
        "id": "road-s",
        "edges": [
          "S"
        ],
        "shape": [
          [
            [
              0.425,
              1.0
            ],
            [
              0.425,
              0.5
            ],
            [
              0.575,
              0.5
            ],
            [
              0.575,
              1.0
            ]
          ]
        ],
        "spot": [
          0.5,
          0.75
        ]
      },
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "WR",
          "WL",
          "SL",
          "SR",
          "EL",
          "ER"
        ],
        "cities": [
          "city-n"
        ],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0359
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.9548,
              0.0825
            ],
            [
              1.0,
              0.0359
            ],
            [
              1.0,
              1.0
            ],
            [
              0.575,
              1.0
            ],
            [
              0.575,
              0.5
            ],
            [
              0.425,
              0.5
            ],
            [
              0.425,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2071,
          0.4464
        ]
      }
    ],
    "illustrations": [],
    "markers": [
      {
        "kind": "crop-circle-field"
      }
    ],
    "counts": {
      "C1": 1
    }
  },
  {
    "id": "crop-circles-D",
    "expansion": "crop-circles",
    "letter": "D",
    "edges": {
      "N": "city",
      "E": "road",
      "S": "field",
      "W": "road"
    },
    "features": [
      {
        "kind": "city",
        "id": "city-n",
        "edges": [
          "NL",
          "N",
          "NR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0
            ],
            [
              0.0348,
              0.0
            ],
            [
              0.9652,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.0359
            ],
            [
              0.9548,
              0.0825
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.0,
              0.0359
            ]
          ]
        ],
        "spot": [
          0.5,
          0.15
        ]
      },
      {
        "kind": "road",
        "id": "road-w",
        "edges": [
          "W"
        ],
        "shape": [
          [
            [
              0.0,
              0.575
            ],
            [
              0.0,
              0.425
            ],
            [
              0.5,
              0.425
            ],
            [
              0.5,
              0.575
            ]
          ]
        ],
        "spot": [
          0.25,
          0.5
        ]
      },
      {
        "kind": "road",
        "id": "road-e",
        "edges": [
          "E"
        ],
        "shape": [
          [
            [
              0.5,
              0.575
            ],
            [
              0.5,
              0.425
            ],
            [
              1.0,
              0.425
            ],
            [
              1.0,
              0.575
            ]
          ]
        ],
        "spot": [
          0.75,
          0.5
        ]
      },
      {
        "kind": "field",
        "id": "field-1",
        "edges": [
          "WR",
          "EL"
        ],
        "cities": [
          "city-n"
        ],
        "shape": [
          [
            [
              0.0,
              0.425
            ],
            [
              0.0,
              0.0359
            ],
            [
              0.0452,
              0.0825
            ],
            [
              0.1091,
              0.1396
            ],
            [
              0.1734,
              0.1882
            ],
            [
              0.238,
              0.2282
            ],
            [
              0.303,
              0.2595
            ],
            [
              0.3684,
              0.282
            ],
            [
              0.4341,
              0.2955
            ],
            [
              0.5,
              0.3001
            ],
            [
              0.5659,
              0.2955
            ],
            [
              0.6316,
              0.282
            ],
            [
              0.697,
              0.2595
            ],
            [
              0.762,
              0.2282
            ],
            [
              0.8266,
              0.1882
            ],
            [
              0.8909,
              0.1396
            ],
            [
              0.9548,
              0.0825
            ],
            [
              1.0,
              0.0359
            ],
            [
              1.0,
              0.425
            ]
          ]
        ],
        "spot": [
          0.1186,
          0.2943
        ]
      },
      {
        "kind": "field",
        "id": "field-2",
        "edges": [
          "ER",
          "SL",
          "SR",
          "WL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.575
            ],
            [
              1.0,
              0.575
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.5014,
          0.8041
        ]
      }
    ],
    "illustrations": [],
    "markers": [
      {
        "kind": "crop-circle-field"
      }
    ],
    "counts": {
      "C1": 1
    }
  },
  {
    "id": "crop-circles-E",
    "expansion": "crop-circles",
    "letter": "E",
    "edges": {
      "N": "city",
      "E": "field",
      "S": "city",
      "W": "field"
    },
    "features": [
      {
        "kind": "city",
        "id": "city-n",
        "edges": [
          "NL",
          "N",
          "NR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.0709
            ],
            [
              0.0,
              0.0
            ],
            [
              0.0266,
              0.0
            ],
            [
              0.9734,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.0709
            ],
            [
              0.9876,
              0.1002
            ],
            [
              0.9665,
              0.1434
            ],
            [
              0.9433,
              0.1847
            ],
            [
              0.9181,
              0.2241
            ],
            [
              0.8908,
              0.2615
            ],
            [
              0.8615,
              0.2968
            ],
            [
              0.8302,
              0.3302
            ],
            [
              0.7968,
              0.3615
            ],
            [
              0.7615,
              0.3908
            ],
            [
              0.7241,
              0.4181
            ],
            [
              0.6847,
              0.4433
            ],
            [
              0.6434,
              0.4665
            ],
            [
              0.6002,
              0.4876
            ],
            [
              0.5709,
              0.5
            ],
            [
              0.555,
              0.4933
            ],
            [
              0.5085,
              0.4765
            ],
            [
              0.5084,
              0.4767
            ],
            [
              0.5,
              0.475
            ],
            [
              0.4916,
              0.4767
            ],
            [
              0.4915,
              0.4765
            ],
            [
              0.445,
              0.4933
            ],
            [
              0.4291,
              0.5
            ],
            [
              0.3998,
              0.4876
            ],
            [
              0.3566,
              0.4665
            ],
            [
              0.3153,
              0.4433
            ],
            [
              0.2759,
              0.4181
            ],
            [
              0.2385,
              0.3908
            ],
            [
              0.2032,
              0.3615
            ],
            [
              0.1698,
              0.3302
            ],
            [
              0.1385,
              0.2968
            ],
            [
              0.1092,
              0.2615
            ],
            [
              0.0819,
              0.2241
            ],
            [
              0.0567,
              0.1847
            ],
            [
              0.0335,
              0.1434
            ],
            [
              0.0124,
              0.1002
            ]
          ]
        ],
        "spot": [
          0.4414,
          0.2383
        ]
      },
      {
        "kind": "city",
        "id": "city-s",
        "edges": [
          "SL",
          "S",
          "SR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.9291
            ],
            [
              0.0124,
              0.8998
            ],
            [
              0.0335,
              0.8566
            ],
            [
              0.0567,
              0.8153
            ],
            [
              0.0819,
              0.7759
            ],
            [
              0.1092,
              0.7385
            ],
            [
              0.1385,
              0.7032
            ],
            [
              0.1698,
              0.6698
            ],
            [
              0.2032,
              0.6385
            ],
            [
              0.2385,
              0.6092
            ],
            [
              0.2759,
              0.5819
            ],
            [
              0.3153,
              0.5567
            ],
            [
              0.3566,
              0.5335
            ],
            [
              0.3998,
              0.5124
            ],
            [
              0.445,
              0.4933
            ],
            [
              0.4915,
              0.4765
            ],
            [
              0.4916,
              0.4767
            ],
            [
              0.5,
              0.475
            ],
            [
              0.5084,
              0.4767
            ],
            [
              0.5085,
              0.4765
            ],
            [
              0.555,
              0.4933
            ],
            [
              0.6002,
              0.5124
            ],
            [
              0.6434,
              0.5335
            ],
            [
              0.6847,
              0.5567
            ],
            [
              0.7241,
              0.5819
            ],
            [
              0.7615,
              0.6092
            ],
            [
              0.7968,
              0.6385
            ],
            [
              0.8302,
              0.6698
            ],
            [
              0.8615,
              0.7032
            ],
            [
              0.8908,
              0.7385
            ],
            [
              0.9181,
              0.7759
            ],
            [
              0.9433,
              0.8153
            ],
            [
              0.9665,
              0.8566
            ],
            [
              0.9876,
              0.8998
            ],
            [
              1.0,
              0.9291
            ],
            [
              1.0,
              1.0
            ],
            [
              0.9734,
              1.0
            ],
            [
              0.0266,
              1.0
            ],
            [
              0.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.5004,
          0.7457
        ]
      },
      {
        "kind": "field",
        "id": "field-1",
        "edges": [
          "WL",
          "WR"
        ],
        "cities": [
          "city-n",
          "city-s"
        ],
        "shape": [
          [
            [
              0.0,
              0.9291
            ],
            [
              0.0,
              0.0709
            ],
            [
              0.0124,
              0.1002
            ],
            [
              0.0335,
              0.1434
            ],
            [
              0.0567,
              0.1847
            ],
            [
              0.0819,
              0.2241
            ],
            [
              0.1092,
              0.2615
            ],
            [
              0.1385,
              0.2968
            ],
            [
              0.1698,
              0.3302
            ],
            [
              0.2032,
              0.3615
            ],
            [
              0.2385,
              0.3908
            ],
            [
              0.2759,
              0.4181
            ],
            [
              0.3153,
              0.4433
            ],
            [
              0.3566,
              0.4665
            ],
            [
              0.3998,
              0.4876
            ],
            [
              0.4291,
              0.5
            ],
            [
              0.3998,
              0.5124
            ],
            [
              0.3566,
              0.5335
            ],
            [
              0.3153,
              0.5567
            ],
            [
              0.2759,
              0.5819
            ],
            [
              0.2385,
              0.6092
            ],
            [
              0.2032,
              0.6385
            ],
            [
              0.1698,
              0.6698
            ],
            [
              0.1385,
              0.7032
            ],
            [
              0.1092,
              0.7385
            ],
            [
              0.0819,
              0.7759
            ],
            [
              0.0567,
              0.8153
            ],
            [
              0.0335,
              0.8566
            ],
            [
              0.0124,
              0.8998
            ]
          ]
        ],
        "spot": [
          0.1442,
          0.4966
        ]
      },
      {
        "kind": "field",
        "id": "field-2",
        "edges": [
          "EL",
          "ER"
        ],
        "cities": [
          "city-n",
          "city-s"
        ],
        "shape": [
          [
            [
              0.6002,
              0.5124
            ],
            [
              0.5709,
              0.5
            ],
            [
              0.6002,
              0.4876
            ],
            [
              0.6434,
              0.4665
            ],
            [
              0.6847,
              0.4433
            ],
            [
              0.7241,
              0.4181
            ],
            [
              0.7615,
              0.3908
            ],
            [
              0.7968,
              0.3615
            ],
            [
              0.8302,
              0.3302
            ],
            [
              0.8615,
              0.2968
            ],
            [
              0.8908,
              0.2615
            ],
            [
              0.9181,
              0.2241
            ],
            [
              0.9433,
              0.1847
            ],
            [
              0.9665,
              0.1434
            ],
            [
              0.9876,
              0.1002
            ],
            [
              1.0,
              0.0709
            ],
            [
              1.0,
              0.9291
            ],
            [
              0.9876,
              0.8998
            ],
            [
              0.9665,
              0.8566
            ],
            [
              0.9433,
              0.8153
            ],
            [
              0.9181,
              0.7759
            ],
            [
              0.8908,
              0.7385
            ],
            [
              0.8615,
              0.7032
            ],
            [
              0.8302,
              0.6698
            ],
            [
              0.7968,
              0.6385
            ],
            [
              0.7615,
              0.6092
            ],
            [
              0.7241,
              0.5819
            ],
            [
              0.6847,
              0.5567
            ],
            [
              0.6434,
              0.5335
            ]
          ]
        ],
        "spot": [
          0.8558,
          0.5034
        ]
      }
    ],
    "illustrations": [],
    "markers": [
      {
        "kind": "crop-circle-city"
      }
    ],
    "counts": {
      "C1": 1
    }
  },
  {
    "id": "crop-circles-F",
    "expansion": "crop-circles",
    "letter": "F",
    "edges": {
      "N": "city",
      "E": "city",
      "S": "city",
      "W": "city"
    },
    "features": [
      {
        "kind": "city",
        "id": "city-w-n",
        "edges": [
          "WL",
          "W",
          "WR",
          "NL",
          "N",
          "NR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              0.9396
            ],
            [
              0.0,
              0.0
            ],
            [
              0.9396,
              0.0
            ],
            [
              0.9032,
              0.0165
            ],
            [
              0.8194,
              0.0592
            ],
            [
              0.7387,
              0.1051
            ],
            [
              0.6611,
              0.1542
            ],
            [
              0.5867,
              0.2065
            ],
            [
              0.5154,
              0.2619
            ],
            [
              0.4473,
              0.3205
            ],
            [
              0.3823,
              0.3823
            ],
            [
              0.3205,
              0.4473
            ],
            [
              0.2619,
              0.5154
            ],
            [
              0.2065,
              0.5867
            ],
            [
              0.1542,
              0.6611
            ],
            [
              0.1051,
              0.7387
            ],
            [
              0.0592,
              0.8194
            ],
            [
              0.0165,
              0.9032
            ]
          ]
        ],
        "spot": [
          0.2239,
          0.2239
        ]
      },
      {
        "kind": "city",
        "id": "city-e-s",
        "edges": [
          "EL",
          "E",
          "ER",
          "SL",
          "S",
          "SR"
        ],
        "pennants": 0,
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.9396
            ],
            [
              0.0165,
              0.9032
            ],
            [
              0.0592,
              0.8194
            ],
            [
              0.1051,
              0.7387
            ],
            [
              0.1542,
              0.6611
            ],
            [
              0.2065,
              0.5867
            ],
            [
              0.2619,
              0.5154
            ],
            [
              0.3205,
              0.4473
            ],
            [
              0.3823,
              0.3823
            ],
            [
              0.4473,
              0.3205
            ],
            [
              0.5154,
              0.2619
            ],
            [
              0.5867,
              0.2065
            ],
            [
              0.6611,
              0.1542
            ],
            [
              0.7387,
              0.1051
            ],
            [
              0.8194,
              0.0592
            ],
            [
              0.9032,
              0.0165
            ],
            [
              0.9396,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.6797,
          0.6797
        ]
      }
    ],
    "illustrations": [],
    "markers": [
      {
        "kind": "crop-circle-city"
      }
    ],
    "counts": {
      "C1": 1
    }
  },
  {
    "id": "flier-A",
    "expansion": "flier",
    "letter": "A",
    "edges": {
      "N": "field",
      "E": "field",
      "S": "road",
      "W": "road"
    },
    "features": [
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "S",
          "W"
        ],
        "shape": [
          [
            [
              0.0,
              0.5751
            ],
            [
              0.0,
              0.5
            ],
            [
              0.0028,
              0.4451
            ],
            [
              0.0038,
              0.4251
            ],
            [
              0.0587,
              0.4279
            ],
            [
              0.1158,
              0.4366
            ],
            [
              0.171,
              0.4508
            ],
            [
              0.2239,
              0.4701
            ],
            [
              0.2742,
              0.4944
            ],
            [
              0.3216,
              0.5232
            ],
            [
              0.3658,
              0.5563
            ],
            [
              0.4066,
              0.5934
            ],
            [
              0.4437,
              0.6342
            ],
            [
              0.4768,
              0.6784
            ],
            [
              0.5056,
              0.7258
            ],
            [
              0.5299,
              0.7761
            ],
            [
              0.5492,
              0.829
            ],
            [
              0.5634,
              0.8842
            ],
            [
              0.5721,
              0.9413
            ],
            [
              0.5749,
              0.9962
            ],
            [
              0.5549,
              0.9972
            ],
            [
              0.5,
              1.0
            ],
            [
              0.4249,
              1.0
            ],
            [
              0.4227,
              0.9564
            ],
            [
              0.4163,
              0.9143
            ],
            [
              0.4058,
              0.8736
            ],
            [
              0.3915,
              0.8346
            ],
            [
              0.3737,
              0.7975
            ],
            [
              0.3524,
              0.7625
            ],
            [
              0.3279,
              0.7297
            ],
            [
              0.3005,
              0.6995
            ],
            [
              0.2703,
              0.6721
            ],
            [
              0.2375,
              0.6476
            ],
            [
              0.2025,
              0.6263
            ],
            [
              0.1654,
              0.6085
            ],
            [
              0.1264,
              0.5942
            ],
            [
              0.0857,
              0.5837
            ],
            [
              0.0436,
              0.5773
            ]
          ]
        ],
        "spot": [
          0.3099,
          0.6092
        ]
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.5751
            ],
            [
              0.0436,
              0.5773
            ],
            [
              0.0857,
              0.5837
            ],
            [
              0.1264,
              0.5942
            ],
            [
              0.1654,
              0.6085
            ],
            [
              0.2025,
              0.6263
            ],
            [
              0.2375,
              0.6476
            ],
            [
              0.2703,
              0.6721
            ],
            [
              0.3005,
              0.6995
            ],
            [
              0.3279,
              0.7297
            ],
            [
              0.3524,
              0.7625
            ],
            [
              0.3737,
              0.7975
            ],
            [
              0.3915,
              0.8346
            ],
            [
              0.4058,
              0.8736
            ],
            [
              0.4163,
              0.9143
            ],
            [
              0.4227,
              0.9564
            ],
            [
              0.4249,
              1.0
            ]
          ]
        ],
        "spot": [
          0.1461,
          0.8539
        ]
      },
      {
        "kind": "field",
        "id": "north-east-field",
        "edges": [
          "WR",
          "NL",
          "NR",
          "EL",
          "ER",
          "SL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              0.5
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ],
            [
              0.5,
              1.0
            ],
            [
              0.5549,
              0.9972
            ],
            [
              0.5749,
              0.9962
            ],
            [
              0.5721,
              0.9413
            ],
            [
              0.5634,
              0.8842
            ],
            [
              0.5492,
              0.829
            ],
            [
              0.5299,
              0.7761
            ],
            [
              0.5056,
              0.7258
            ],
            [
              0.4768,
              0.6784
            ],
            [
              0.4437,
              0.6342
            ],
            [
              0.4066,
              0.5934
            ],
            [
              0.3658,
              0.5563
            ],
            [
              0.3216,
              0.5232
            ],
            [
              0.2742,
              0.4944
            ],
            [
              0.2239,
              0.4701
            ],
            [
              0.171,
              0.4508
            ],
            [
              0.1158,
              0.4366
            ],
            [
              0.0587,
              0.4279
            ],
            [
              0.0038,
              0.4251
            ],
            [
              0.0028,
              0.4451
            ]
          ]
        ],
        "spot": [
          0.7617,
          0.2305
        ]
      }
    ],
    "flier": {
      "direction": "W"
    },
    "illustrations": [],
    "counts": {
      "C1": 1,
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "flier-B",
    "expansion": "flier",
    "letter": "B",
    "edges": {
      "N": "field",
      "E": "road",
      "S": "field",
      "W": "road"
    },
    "features": [
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "W",
          "E"
        ],
        "shape": [
          [
            [
              0.0,
              0.425
            ],
            [
              1.0,
              0.425
            ],
            [
              1.0,
              0.575
            ],
            [
              0.0,
              0.575
            ]
          ]
        ],
        "spot": [
          0.825,
          0.5
        ]
      },
      {
        "kind": "field",
        "id": "north-field",
        "edges": [
          "WR",
          "NL",
          "NR",
          "EL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              0.425
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.425
            ]
          ]
        ],
        "spot": [
          0.2092,
          0.2092
        ]
      },
      {
        "kind": "field",
        "id": "south-field",
        "edges": [
          "ER",
          "SL",
          "SR",
          "WL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.575
            ],
            [
              1.0,
              0.575
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2092,
          0.7908
        ]
      }
    ],
    "flier": {
      "direction": "W"
    },
    "illustrations": [],
    "counts": {
      "C1": 1,
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "flier-C",
    "expansion": "flier",
    "letter": "C",
    "edges": {
      "N": "road",
      "E": "field",
      "S": "road",
      "W": "field"
    },
    "features": [
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "N",
          "S"
        ],
        "shape": [
          [
            [
              0.425,
              1.0
            ],
            [
              0.425,
              0.0
            ],
            [
              0.575,
              0.0
            ],
            [
              0.575,
              1.0
            ]
          ]
        ],
        "spot": [
          0.5,
          0.075
        ]
      },
      {
        "kind": "field",
        "id": "west-field",
        "edges": [
          "SR",
          "WL",
          "WR",
          "NL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0
            ],
            [
              0.425,
              0.0
            ],
            [
              0.425,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2092,
          0.7869
        ]
      },
      {
        "kind": "field",
        "id": "east-field",
        "edges": [
          "NR",
          "EL",
          "ER",
          "SL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.575,
              1.0
            ],
            [
              0.575,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.8174,
          0.2291
        ]
      }
    ],
    "flier": {
      "direction": "W"
    },
    "illustrations": [
      {
        "kind": "pigsty",
        "field": "east-field",
        "placement": "E"
      }
    ],
    "counts": {
      "C1": 1,
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "flier-D",
    "expansion": "flier",
    "letter": "D",
    "edges": {
      "N": "field",
      "E": "road",
      "S": "field",
      "W": "road"
    },
    "features": [
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "W",
          "E"
        ],
        "shape": [
          [
            [
              0.0,
              0.425
            ],
            [
              1.0,
              0.425
            ],
            [
              1.0,
              0.575
            ],
            [
              0.0,
              0.575
            ]
          ]
        ],
        "spot": [
          0.075,
          0.5
        ]
      },
      {
        "kind": "field",
        "id": "north-field",
        "edges": [
          "WR",
          "NL",
          "NR",
          "EL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              0.425
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.425
            ]
          ]
        ],
        "spot": [
          0.7338,
          0.2092
        ]
      },
      {
        "kind": "field",
        "id": "south-field",
        "edges": [
          "ER",
          "SL",
          "SR",
          "WL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.575
            ],
            [
              1.0,
              0.575
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.3154,
          0.8041
        ]
      }
    ],
    "flier": {
      "direction": "NW"
    },
    "illustrations": [],
    "counts": {
      "C1": 1,
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "flier-E",
    "expansion": "flier",
    "letter": "E",
    "edges": {
      "N": "field",
      "E": "road",
      "S": "road",
      "W": "field"
    },
    "features": [
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "S",
          "E"
        ],
        "shape": [
          [
            [
              0.4451,
              0.9972
            ],
            [
              0.4251,
              0.9962
            ],
            [
              0.4279,
              0.9413
            ],
            [
              0.4366,
              0.8842
            ],
            [
              0.4508,
              0.829
            ],
            [
              0.4701,
              0.7761
            ],
            [
              0.4944,
              0.7258
            ],
            [
              0.5232,
              0.6784
            ],
            [
              0.5563,
              0.6342
            ],
            [
              0.5934,
              0.5934
            ],
            [
              0.6342,
              0.5563
            ],
            [
              0.6784,
              0.5232
            ],
            [
              0.7258,
              0.4944
            ],
            [
              0.7761,
              0.4701
            ],
            [
              0.829,
              0.4508
            ],
            [
              0.8842,
              0.4366
            ],
            [
              0.9413,
              0.4279
            ],
            [
              0.9962,
              0.4251
            ],
            [
              0.9972,
              0.4451
            ],
            [
              1.0,
              0.5
            ],
            [
              1.0,
              0.5751
            ],
            [
              0.9564,
              0.5773
            ],
            [
              0.9143,
              0.5837
            ],
            [
              0.8736,
              0.5942
            ],
            [
              0.8346,
              0.6085
            ],
            [
              0.7975,
              0.6263
            ],
            [
              0.7625,
              0.6476
            ],
            [
              0.7297,
              0.6721
            ],
            [
              0.6995,
              0.6995
            ],
            [
              0.6721,
              0.7297
            ],
            [
              0.6476,
              0.7625
            ],
            [
              0.6263,
              0.7975
            ],
            [
              0.6085,
              0.8346
            ],
            [
              0.5942,
              0.8736
            ],
            [
              0.5837,
              0.9143
            ],
            [
              0.5773,
              0.9564
            ],
            [
              0.5751,
              1.0
            ],
            [
              0.5,
              1.0
            ]
          ]
        ],
        "spot": [
          0.9057,
          0.5104
        ]
      },
      {
        "kind": "field",
        "id": "north-west-field",
        "edges": [
          "SR",
          "WL",
          "WR",
          "NL",
          "NR",
          "EL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              0.5
            ],
            [
              0.9972,
              0.4451
            ],
            [
              0.9962,
              0.4251
            ],
            [
              0.9413,
              0.4279
            ],
            [
              0.8842,
              0.4366
            ],
            [
              0.829,
              0.4508
            ],
            [
              0.7761,
              0.4701
            ],
            [
              0.7258,
              0.4944
            ],
            [
              0.6784,
              0.5232
            ],
            [
              0.6342,
              0.5563
            ],
            [
              0.5934,
              0.5934
            ],
            [
              0.5563,
              0.6342
            ],
            [
              0.5232,
              0.6784
            ],
            [
              0.4944,
              0.7258
            ],
            [
              0.4701,
              0.7761
            ],
            [
              0.4508,
              0.829
            ],
            [
              0.4366,
              0.8842
            ],
            [
              0.4279,
              0.9413
            ],
            [
              0.4251,
              0.9962
            ],
            [
              0.4451,
              0.9972
            ],
            [
              0.5,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2266,
          0.7734
        ]
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": [],
        "shape": [
          [
            [
              1.0,
              1.0
            ],
            [
              0.5751,
              1.0
            ],
            [
              0.5773,
              0.9564
            ],
            [
              0.5837,
              0.9143
            ],
            [
              0.5942,
              0.8736
            ],
            [
              0.6085,
              0.8346
            ],
            [
              0.6263,
              0.7975
            ],
            [
              0.6476,
              0.7625
            ],
            [
              0.6721,
              0.7297
            ],
            [
              0.6995,
              0.6995
            ],
            [
              0.7297,
              0.6721
            ],
            [
              0.7625,
              0.6476
            ],
            [
              0.7975,
              0.6263
            ],
            [
              0.8346,
              0.6085
            ],
            [
              0.8736,
              0.5942
            ],
            [
              0.9143,
              0.5837
            ],
            [
              0.9564,
              0.5773
            ],
            [
              1.0,
              0.5751
            ]
          ]
        ],
        "spot": [
          0.6913,
          0.8971
        ]
      }
    ],
    "flier": {
      "direction": "NW"
    },
    "illustrations": [],
    "counts": {
      "C1": 1,
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "flier-F",
    "expansion": "flier",
    "letter": "F",
    "edges": {
      "N": "road",
      "E": "field",
      "S": "field",
      "W": "road"
    },
    "features": [
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "N",
          "W"
        ],
        "shape": [
          [
            [
              0.0,
              0.5
            ],
            [
              0.0,
              0.4249
            ],
            [
              0.0436,
              0.4227
            ],
            [
              0.0857,
              0.4163
            ],
            [
              0.1264,
              0.4058
            ],
            [
              0.1654,
              0.3915
            ],
            [
              0.2025,
              0.3737
            ],
            [
              0.2375,
              0.3524
            ],
            [
              0.2703,
              0.3279
            ],
            [
              0.3005,
              0.3005
            ],
            [
              0.3279,
              0.2703
            ],
            [
              0.3524,
              0.2375
            ],
            [
              0.3737,
              0.2025
            ],
            [
              0.3915,
              0.1654
            ],
            [
              0.4058,
              0.1264
            ],
            [
              0.4163,
              0.0857
            ],
            [
              0.4227,
              0.0436
            ],
            [
              0.4249,
              0.0
            ],
            [
              0.5,
              0.0
            ],
            [
              0.5749,
              0.0038
            ],
            [
              0.5721,
              0.0587
            ],
            [
              0.5634,
              0.1158
            ],
            [
              0.5492,
              0.171
            ],
            [
              0.5299,
              0.2239
            ],
            [
              0.5056,
              0.2742
            ],
            [
              0.4768,
              0.3216
            ],
            [
              0.4437,
              0.3658
            ],
            [
              0.4066,
              0.4066
            ],
            [
              0.3658,
              0.4437
            ],
            [
              0.3216,
              0.4768
            ],
            [
              0.2742,
              0.5056
            ],
            [
              0.2239,
              0.5299
            ],
            [
              0.171,
              0.5492
            ],
            [
              0.1158,
              0.5634
            ],
            [
              0.0587,
              0.5721
            ],
            [
              0.0038,
              0.5749
            ]
          ]
        ],
        "spot": [
          0.4896,
          0.0943
        ]
      },
      {
        "kind": "field",
        "id": "north-west-field",
        "edges": [
          "WR",
          "NL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              0.4249
            ],
            [
              0.0,
              0.0
            ],
            [
              0.4249,
              0.0
            ],
            [
              0.4227,
              0.0436
            ],
            [
              0.4163,
              0.0857
            ],
            [
              0.4058,
              0.1264
            ],
            [
              0.3915,
              0.1654
            ],
            [
              0.3737,
              0.2025
            ],
            [
              0.3524,
              0.2375
            ],
            [
              0.3279,
              0.2703
            ],
            [
              0.3005,
              0.3005
            ],
            [
              0.2703,
              0.3279
            ],
            [
              0.2375,
              0.3524
            ],
            [
              0.2025,
              0.3737
            ],
            [
              0.1654,
              0.3915
            ],
            [
              0.1264,
              0.4058
            ],
            [
              0.0857,
              0.4163
            ],
            [
              0.0436,
              0.4227
            ]
          ]
        ],
        "spot": [
          0.0863,
          0.0863
        ]
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "NR",
          "EL",
          "ER",
          "SL",
          "SR",
          "WL"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.5
            ],
            [
              0.0038,
              0.5749
            ],
            [
              0.0587,
              0.5721
            ],
            [
              0.1158,
              0.5634
            ],
            [
              0.171,
              0.5492
            ],
            [
              0.2239,
              0.5299
            ],
            [
              0.2742,
              0.5056
            ],
            [
              0.3216,
              0.4768
            ],
            [
              0.3658,
              0.4437
            ],
            [
              0.4066,
              0.4066
            ],
            [
              0.4437,
              0.3658
            ],
            [
              0.4768,
              0.3216
            ],
            [
              0.5056,
              0.2742
            ],
            [
              0.5299,
              0.2239
            ],
            [
              0.5492,
              0.171
            ],
            [
              0.5634,
              0.1158
            ],
            [
              0.5721,
              0.0587
            ],
            [
              0.5749,
              0.0038
            ],
            [
              0.5,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2734,
          0.7891
        ]
      }
    ],
    "flier": {
      "direction": "W"
    },
    "illustrations": [
      {
        "kind": "highwaymen",
        "field": "north-west-field",
        "placement": "NW"
      }
    ],
    "counts": {
      "C1": 1,
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "flier-G",
    "expansion": "flier",
    "letter": "G",
    "edges": {
      "N": "field",
      "E": "field",
      "S": "field",
      "W": "field"
    },
    "features": [
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "NL",
          "NR",
          "EL",
          "ER",
          "SL",
          "SR",
          "WL",
          "WR"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2734,
          0.2109
        ]
      }
    ],
    "flier": {
      "direction": "W"
    },
    "illustrations": [
      {
        "kind": "farmhouse",
        "field": "field",
        "placement": "NE"
      }
    ],
    "counts": {
      "C1": 1,
      "C2": 1,
      "C3": 1
    }
  },
  {
    "id": "flier-H",
    "expansion": "flier",
    "letter": "H",
    "edges": {
      "N": "field",
      "E": "field",
      "S": "field",
      "W": "field"
    },
    "features": [
      {
        "kind": "field",
        "id": "field",
        "edges": [
          "NL",
          "NR",
          "EL",
          "ER",
          "SL",
          "SR",
          "WL",
          "WR"
        ],
        "cities": [],
        "shape": [
          [
            [
              0.0,
              1.0
            ],
            [
              0.0,
              0.0
            ],
            [
              1.0,
              0.0
            ],
            [
              1.0,
              1.0
            ]
          ]
        ],
        "spot": [
          0.2266,
          0.7734
        ]
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": [],
        "shape": [
          [
            [
              0.6007,
              0.7318
            ],
            [
              0.6001,
              0.72
            ],
            [
              0.6007,
              0.7082
            ],
            [
              0.6024,
              0.6966
            ],
            [
              0.6053,
              0.6852
            ],
            [
              0.6092,
              0.6741
            ],
            [
              0.6143,
              0.6635
            ],
            [
              0.6203,
              0.6534
            ],
            [
              0.6273,
              0.6439
            ],
            [
              0.6352,
              0.6352
            ],
            [
              0.6439,
              0.6273
            ],
            [
              0.6534,
              0.6203
            ],
            [
              0.6635,
              0.6143
            ],
            [
              0.6741,
              0.6092
            ],
            [
              0.6852,
              0.6053
            ],
            [
              0.6966,
              0.6024
            ],
            [
              0.7082,
              0.6007
            ],
            [
              0.72,
              0.6001
            ],
            [
              0.7318,
              0.6007
            ],
            [
              0.7434,
              0.6024
            ],
            [
              0.7548,
              0.6053
            ],
            [
              0.7659,
              0.6092
            ],
            [
              0.7765,
              0.6143
            ],
            [
              0.7866,
              0.6203
            ],
            [
              0.7961,
              0.6273
            ],
            [
              0.8048,
              0.6352
            ],
            [
              0.8127,
              0.6439
            ],
            [
              0.8197,
              0.6534
            ],
            [
              0.8257,
              0.6635
            ],
            [
              0.8308,
              0.6741
            ],
            [
              0.8347,
              0.6852
            ],
            [
              0.8376,
              0.6966
            ],
            [
              0.8393,
              0.7082
            ],
            [
              0.8399,
              0.72
            ],
            [
              0.8393,
              0.7318
            ],
            [
              0.8376,
              0.7434
            ],
            [
              0.8347,
              0.7548
            ],
            [
              0.8308,
              0.7659
            ],
            [
              0.8257,
              0.7765
            ],
            [
              0.8197,
              0.7866
            ],
            [
              0.8127,
              0.7961
            ],
            [
              0.8048,
              0.8048
            ],
            [
              0.7961,
              0.8127
            ],
            [
              0.7866,
              0.8197
            ],
            [
              0.7765,
              0.8257
            ],
            [
              0.7659,
              0.8308
            ],
            [
              0.7548,
              0.8347
            ],
            [
              0.7434,
              0.8376
            ],
            [
              0.7318,
              0.8393
            ],
            [
              0.72,
              0.8399
            ],
            [
              0.7082,
              0.8393
            ],
            [
              0.6966,
              0.8376
            ],
            [
              0.6852,
              0.8347
            ],
            [
              0.6741,
              0.8308
            ],
            [
              0.6635,
              0.8257
            ],
            [
              0.6534,
              0.8197
            ],
            [
              0.6439,
              0.8127
            ],
            [
              0.6352,
              0.8048
            ],
            [
              0.6273,
              0.7961
            ],
            [
              0.6203,
              0.7866
            ],
            [
              0.6143,
              0.7765
            ],
            [
              0.6092,
              0.7659
            ],
            [
              0.6053,
              0.7548
            ],
            [
              0.6024,
              0.7434
            ]
          ]
        ],
        "spot": [
          0.7125,
          0.7125
        ]
      }
    ],
    "flier": {
      "direction": "NW"
    },
    "illustrations": [
      {
        "kind": "garden",
        "field": "field",
        "placement": "SE"
      }
    ],
    "counts": {
      "C2": 1,
      "C3": 1
    }
  }
];

/** The whole catalog, as `catalog.json` holds it. */
export const CATALOG: Catalog = { version: 2, format_version: "2.0.0", data_version: "3.0.0", expansions: EXPANSIONS, tiles: TILES };

/** Every tile by its id. */
export const TILES_BY_ID: ReadonlyMap<TileId, Tile> = new Map(
  TILES.map((tile): [TileId, Tile] => [tile.id, tile]),
);

/** The tile whose id is `id`. */
export function tileById(id: TileId): Tile {
  const tile = TILES_BY_ID.get(id);
  if (tile === undefined) {
    throw new RangeError(`no tile has the id ${id}`);
  }
  return tile;
}

/** Whether `id` is the id of a tile of the catalog, such as an id read from a URL. */
export function isTileId(id: string): id is TileId {
  return (TILES_BY_ID as ReadonlyMap<string, Tile>).has(id);
}

/** Every expansion by its id. */
export const EXPANSIONS_BY_ID: ReadonlyMap<ExpansionId, Expansion> = new Map(
  EXPANSIONS.map((expansion): [ExpansionId, Expansion] => [expansion.id, expansion]),
);

/** The expansion whose id is `id`. */
export function expansionById(id: ExpansionId): Expansion {
  const expansion = EXPANSIONS_BY_ID.get(id);
  if (expansion === undefined) {
    throw new RangeError(`no expansion has the id ${id}`);
  }
  return expansion;
}

/** The four rotations, from the printed orientation onwards. */
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

/** Each side turned by each rotation. */
const sideTurns: Readonly<Record<Side, Readonly<Record<Rotation, Side>>>> = {
  "N": { 0: "N", 90: "E", 180: "S", 270: "W" },
  "E": { 0: "E", 90: "S", 180: "W", 270: "N" },
  "S": { 0: "S", 90: "W", 180: "N", 270: "E" },
  "W": { 0: "W", 90: "N", 180: "E", 270: "S" },
};

/** Where the side `side` of a tile lies once the tile is turned clockwise by `rotation`. */
export function rotateSide(side: Side, rotation: Rotation): Side {
  return sideTurns[side][rotation];
}

/** Each position turned by each rotation. */
const positionTurns: Readonly<Record<EdgePosition, Readonly<Record<Rotation, EdgePosition>>>> = {
  "NL": { 0: "NL", 90: "EL", 180: "SL", 270: "WL" },
  "N": { 0: "N", 90: "E", 180: "S", 270: "W" },
  "NR": { 0: "NR", 90: "ER", 180: "SR", 270: "WR" },
  "EL": { 0: "EL", 90: "SL", 180: "WL", 270: "NL" },
  "E": { 0: "E", 90: "S", 180: "W", 270: "N" },
  "ER": { 0: "ER", 90: "SR", 180: "WR", 270: "NR" },
  "SL": { 0: "SL", 90: "WL", 180: "NL", 270: "EL" },
  "S": { 0: "S", 90: "W", 180: "N", 270: "E" },
  "SR": { 0: "SR", 90: "WR", 180: "NR", 270: "ER" },
  "WL": { 0: "WL", 90: "NL", 180: "EL", 270: "SL" },
  "W": { 0: "W", 90: "N", 180: "E", 270: "S" },
  "WR": { 0: "WR", 90: "NR", 180: "ER", 270: "SR" },
};

/** Where the position `position` of a tile lies once the tile is turned clockwise by `rotation`. */
export function rotateEdgePosition(position: EdgePosition, rotation: Rotation): EdgePosition {
  return positionTurns[position][rotation];
}

/** Each direction turned by each rotation. */
const directionTurns: Readonly<Record<Direction, Readonly<Record<Rotation, Direction>>>> = {
  "N": { 0: "N", 90: "E", 180: "S", 270: "W" },
  "NE": { 0: "NE", 90: "SE", 180: "SW", 270: "NW" },
  "E": { 0: "E", 90: "S", 180: "W", 270: "N" },
  "SE": { 0: "SE", 90: "SW", 180: "NW", 270: "NE" },
  "S": { 0: "S", 90: "W", 180: "N", 270: "E" },
  "SW": { 0: "SW", 90: "NW", 180: "NE", 270: "SE" },
  "W": { 0: "W", 90: "N", 180: "E", 270: "S" },
  "NW": { 0: "NW", 90: "NE", 180: "SE", 270: "SW" },
};

/** Where the direction `direction` of a tile lies once the tile is turned clockwise by `rotation`. */
export function rotateDirection(direction: Direction, rotation: Rotation): Direction {
  return directionTurns[direction][rotation];
}

/** The atlas frame name of each tile at each rotation. */
const frameNames: Readonly<Record<TileId, Readonly<Record<Rotation, string>>>> = {
  "base-A": { 0: "base-A-r0", 90: "base-A-r90", 180: "base-A-r180", 270: "base-A-r270" },
  "base-B": { 0: "base-B-r0", 90: "base-B-r90", 180: "base-B-r180", 270: "base-B-r270" },
  "base-C": { 0: "base-C-r0", 90: "base-C-r90", 180: "base-C-r180", 270: "base-C-r270" },
  "base-D": { 0: "base-D-r0", 90: "base-D-r90", 180: "base-D-r180", 270: "base-D-r270" },
  "base-E": { 0: "base-E-r0", 90: "base-E-r90", 180: "base-E-r180", 270: "base-E-r270" },
  "base-E-garden": { 0: "base-E-garden-r0", 90: "base-E-garden-r90", 180: "base-E-garden-r180", 270: "base-E-garden-r270" },
  "base-F": { 0: "base-F-r0", 90: "base-F-r90", 180: "base-F-r180", 270: "base-F-r270" },
  "base-G": { 0: "base-G-r0", 90: "base-G-r90", 180: "base-G-r180", 270: "base-G-r270" },
  "base-H": { 0: "base-H-r0", 90: "base-H-r90", 180: "base-H-r180", 270: "base-H-r270" },
  "base-H-garden": { 0: "base-H-garden-r0", 90: "base-H-garden-r90", 180: "base-H-garden-r180", 270: "base-H-garden-r270" },
  "base-I": { 0: "base-I-r0", 90: "base-I-r90", 180: "base-I-r180", 270: "base-I-r270" },
  "base-I-garden": { 0: "base-I-garden-r0", 90: "base-I-garden-r90", 180: "base-I-garden-r180", 270: "base-I-garden-r270" },
  "base-J": { 0: "base-J-r0", 90: "base-J-r90", 180: "base-J-r180", 270: "base-J-r270" },
  "base-K": { 0: "base-K-r0", 90: "base-K-r90", 180: "base-K-r180", 270: "base-K-r270" },
  "base-L": { 0: "base-L-r0", 90: "base-L-r90", 180: "base-L-r180", 270: "base-L-r270" },
  "base-M": { 0: "base-M-r0", 90: "base-M-r90", 180: "base-M-r180", 270: "base-M-r270" },
  "base-M-garden": { 0: "base-M-garden-r0", 90: "base-M-garden-r90", 180: "base-M-garden-r180", 270: "base-M-garden-r270" },
  "base-N": { 0: "base-N-r0", 90: "base-N-r90", 180: "base-N-r180", 270: "base-N-r270" },
  "base-N-garden": { 0: "base-N-garden-r0", 90: "base-N-garden-r90", 180: "base-N-garden-r180", 270: "base-N-garden-r270" },
  "base-O": { 0: "base-O-r0", 90: "base-O-r90", 180: "base-O-r180", 270: "base-O-r270" },
  "base-P": { 0: "base-P-r0", 90: "base-P-r90", 180: "base-P-r180", 270: "base-P-r270" },
  "base-Q": { 0: "base-Q-r0", 90: "base-Q-r90", 180: "base-Q-r180", 270: "base-Q-r270" },
  "base-R": { 0: "base-R-r0", 90: "base-R-r90", 180: "base-R-r180", 270: "base-R-r270" },
  "base-R-garden": { 0: "base-R-garden-r0", 90: "base-R-garden-r90", 180: "base-R-garden-r180", 270: "base-R-garden-r270" },
  "base-S": { 0: "base-S-r0", 90: "base-S-r90", 180: "base-S-r180", 270: "base-S-r270" },
  "base-T": { 0: "base-T-r0", 90: "base-T-r90", 180: "base-T-r180", 270: "base-T-r270" },
  "base-U": { 0: "base-U-r0", 90: "base-U-r90", 180: "base-U-r180", 270: "base-U-r270" },
  "base-U-garden": { 0: "base-U-garden-r0", 90: "base-U-garden-r90", 180: "base-U-garden-r180", 270: "base-U-garden-r270" },
  "base-V": { 0: "base-V-r0", 90: "base-V-r90", 180: "base-V-r180", 270: "base-V-r270" },
  "base-V-garden": { 0: "base-V-garden-r0", 90: "base-V-garden-r90", 180: "base-V-garden-r180", 270: "base-V-garden-r270" },
  "base-W": { 0: "base-W-r0", 90: "base-W-r90", 180: "base-W-r180", 270: "base-W-r270" },
  "base-X": { 0: "base-X-r0", 90: "base-X-r90", 180: "base-X-r180", 270: "base-X-r270" },
  "crop-circles-A": { 0: "crop-circles-A-r0", 90: "crop-circles-A-r90", 180: "crop-circles-A-r180", 270: "crop-circles-A-r270" },
  "crop-circles-B": { 0: "crop-circles-B-r0", 90: "crop-circles-B-r90", 180: "crop-circles-B-r180", 270: "crop-circles-B-r270" },
  "crop-circles-C": { 0: "crop-circles-C-r0", 90: "crop-circles-C-r90", 180: "crop-circles-C-r180", 270: "crop-circles-C-r270" },
  "crop-circles-D": { 0: "crop-circles-D-r0", 90: "crop-circles-D-r90", 180: "crop-circles-D-r180", 270: "crop-circles-D-r270" },
  "crop-circles-E": { 0: "crop-circles-E-r0", 90: "crop-circles-E-r90", 180: "crop-circles-E-r180", 270: "crop-circles-E-r270" },
  "crop-circles-F": { 0: "crop-circles-F-r0", 90: "crop-circles-F-r90", 180: "crop-circles-F-r180", 270: "crop-circles-F-r270" },
  "flier-A": { 0: "flier-A-r0", 90: "flier-A-r90", 180: "flier-A-r180", 270: "flier-A-r270" },
  "flier-B": { 0: "flier-B-r0", 90: "flier-B-r90", 180: "flier-B-r180", 270: "flier-B-r270" },
  "flier-C": { 0: "flier-C-r0", 90: "flier-C-r90", 180: "flier-C-r180", 270: "flier-C-r270" },
  "flier-D": { 0: "flier-D-r0", 90: "flier-D-r90", 180: "flier-D-r180", 270: "flier-D-r270" },
  "flier-E": { 0: "flier-E-r0", 90: "flier-E-r90", 180: "flier-E-r180", 270: "flier-E-r270" },
  "flier-F": { 0: "flier-F-r0", 90: "flier-F-r90", 180: "flier-F-r180", 270: "flier-F-r270" },
  "flier-G": { 0: "flier-G-r0", 90: "flier-G-r90", 180: "flier-G-r180", 270: "flier-G-r270" },
  "flier-H": { 0: "flier-H-r0", 90: "flier-H-r90", 180: "flier-H-r180", 270: "flier-H-r270" },
};

/**
 * The name `tilecat build` gives the atlas frame (and, with `.png`, the picture) of the
 * tile `id` turned clockwise by `rotation`, such as `flier-A-r90`.
 */
export function frameName(id: TileId, rotation: Rotation): string {
  return frameNames[id][rotation];
}
