// TypeScript tables generated from the data files by `tilecat gen ts --out tests/engines/tilecat.ts`.
// Do not edit: change the data and run the command again.

/**
 * The exported catalog: every expansion and every tile, each sorted by id.
 */
export interface Catalog {
  /**
   * The version of this document's layout: 1.
   */
  readonly version: 1;
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
   * The year the edition was published.
   */
  readonly year: number;
  /**
   * How many land tiles the edition's box holds: the per-edition counts of the expansion's
   * tiles add up to this.
   */
  readonly tiles: number;
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
  readonly id: string;
  /**
   * The expansion's name in English, such as `The Flier`.
   */
  readonly name: string;
  /**
   * The editions the expansion was printed in, oldest first.
   */
  readonly editions: readonly Edition[];
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
  readonly symbol?: Symbol | null;
}

/**
 * One feature of a tile: a claimable one or a river.
 */
export interface Feature {
  /**
   * What kind of feature this is.
   */
  readonly kind: "road" | "city" | "monastery" | "garden" | "field" | "river" | "quarter" | "tower";
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
export type MarkerKind = "wine" | "grain" | "cloth" | "inn" | "cathedral" | "princess" | "besieged" | "pig-herd" | "shrine" | "church" | "abbots-monastery" | "japanese-building" | "well" | "shed" | "labyrinth" | "extra-points" | "festival" | "bazaar" | "volcano" | "dragon" | "magic-portal" | "mage-and-witch" | "crop-circle-city" | "crop-circle-road" | "crop-circle-field" | "hill" | "vineyard" | "gold-mine" | "wind-rose" | "ferry" | "yaga-hut" | "vodyanoy" | "razboynik" | "acrobat-space" | "wheel-of-fortune";

/**
 * The mark printed on each tile of an expansion, telling its tiles apart from the others.
 */
export interface Symbol {
  /**
   * What the mark shows, in words.
   */
  readonly description: string;
  /**
   * The corner of the tile the mark is printed in: `NE`, `SE`, `SW` or `NW`.
   */
  readonly corner: Direction;
}

/**
 * One tile in its printed orientation.
 */
export interface Tile {
  /**
   * Identifier unique across the catalog, such as `flier-A`.
   */
  readonly id: string;
  /**
   * The id of the expansion the tile belongs to, such as `flier`.
   */
  readonly expansion: string;
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
 * A fact an expansion states about its tiles, listed in its `requires`; `tilecat validate`
 * reports every tile (or the expansion) that breaks it.
 */
export type TileRequirement = "every-tile-has-a-flier" | "one-start-tile";

/** Every expansion, sorted by id. */
export const EXPANSIONS: readonly Expansion[] = [
  {
    "id": "base",
    "name": "Carcassonne",
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
      "corner": "SE"
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
        "edges": []
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "S"
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
        "cities": []
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
        "edges": []
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
        "cities": []
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
        "pennants": 1
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
        "pennants": 0
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "E",
          "W"
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
        "cities": []
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
        "pennants": 0
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
        "pennants": 0
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
        ]
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": []
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
        "pennants": 1
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
        "pennants": 0
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
        "pennants": 0
      },
      {
        "kind": "city",
        "id": "south-city",
        "edges": [
          "SL",
          "S",
          "SR"
        ],
        "pennants": 0
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
        "pennants": 0
      },
      {
        "kind": "city",
        "id": "south-city",
        "edges": [
          "SL",
          "S",
          "SR"
        ],
        "pennants": 0
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
        ]
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": []
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
        "pennants": 0
      },
      {
        "kind": "city",
        "id": "west-city",
        "edges": [
          "WL",
          "W",
          "WR"
        ],
        "pennants": 0
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
        "pennants": 0
      },
      {
        "kind": "city",
        "id": "west-city",
        "edges": [
          "WL",
          "W",
          "WR"
        ],
        "pennants": 0
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
        ]
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": []
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
        "pennants": 0
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "E",
          "S"
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
        ]
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": []
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
        "pennants": 0
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "S",
          "W"
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
        ]
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": []
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
        "pennants": 0
      },
      {
        "kind": "road",
        "id": "east-road",
        "edges": [
          "E"
        ]
      },
      {
        "kind": "road",
        "id": "south-road",
        "edges": [
          "S"
        ]
      },
      {
        "kind": "road",
        "id": "west-road",
        "edges": [
          "W"
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
        ]
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": []
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": []
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
        "pennants": 1
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
        "pennants": 1
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
        ]
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": []
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
        "pennants": 0
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
        "pennants": 0
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
        ]
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": []
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
        "pennants": 1
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "E",
          "S"
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
        ]
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": []
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
        "pennants": 0
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "E",
          "S"
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
        ]
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": []
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
        "pennants": 1
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
        "pennants": 0
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
        "pennants": 0
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
        ]
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": []
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
        "pennants": 1
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "S"
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
        "pennants": 0
      },
      {
        "kind": "road",
        "id": "road",
        "edges": [
          "S"
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
        "cities": []
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
        "cities": []
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
        "cities": []
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
        "cities": []
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": []
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
        ]
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": []
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
        "cities": []
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
        ]
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": []
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
        "cities": []
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": []
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
        ]
      },
      {
        "kind": "road",
        "id": "south-road",
        "edges": [
          "S"
        ]
      },
      {
        "kind": "road",
        "id": "west-road",
        "edges": [
          "W"
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
        "cities": []
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": []
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": []
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
        ]
      },
      {
        "kind": "road",
        "id": "east-road",
        "edges": [
          "E"
        ]
      },
      {
        "kind": "road",
        "id": "south-road",
        "edges": [
          "S"
        ]
      },
      {
        "kind": "road",
        "id": "west-road",
        "edges": [
          "W"
        ]
      },
      {
        "kind": "field",
        "id": "north-east-field",
        "edges": [
          "NR",
          "EL"
        ],
        "cities": []
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": []
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": []
      },
      {
        "kind": "field",
        "id": "north-west-field",
        "edges": [
          "WR",
          "NL"
        ],
        "cities": []
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
        ]
      },
      {
        "kind": "road",
        "id": "road-e",
        "edges": [
          "E"
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
        "cities": []
      },
      {
        "kind": "field",
        "id": "field-2",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": []
      },
      {
        "kind": "field",
        "id": "field-3",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": []
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
        ]
      },
      {
        "kind": "road",
        "id": "road-n",
        "edges": [
          "N"
        ]
      },
      {
        "kind": "road",
        "id": "road-e",
        "edges": [
          "E"
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
        "cities": []
      },
      {
        "kind": "field",
        "id": "field-2",
        "edges": [
          "NR",
          "EL"
        ],
        "cities": []
      },
      {
        "kind": "field",
        "id": "field-3",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": []
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
        "pennants": 0
      },
      {
        "kind": "road",
        "id": "road-s",
        "edges": [
          "S"
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
        "pennants": 0
      },
      {
        "kind": "road",
        "id": "road-w",
        "edges": [
          "W"
        ]
      },
      {
        "kind": "road",
        "id": "road-e",
        "edges": [
          "E"
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
        "cities": []
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
        "pennants": 0
      },
      {
        "kind": "city",
        "id": "city-s",
        "edges": [
          "SL",
          "S",
          "SR"
        ],
        "pennants": 0
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
        "pennants": 0
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
        "pennants": 0
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
        ]
      },
      {
        "kind": "field",
        "id": "south-west-field",
        "edges": [
          "SR",
          "WL"
        ],
        "cities": []
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
        "cities": []
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
        "cities": []
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
        "cities": []
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
        "cities": []
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
        "cities": []
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
        "cities": []
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
        "cities": []
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
        "cities": []
      },
      {
        "kind": "field",
        "id": "south-east-field",
        "edges": [
          "ER",
          "SL"
        ],
        "cities": []
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
        ]
      },
      {
        "kind": "field",
        "id": "north-west-field",
        "edges": [
          "WR",
          "NL"
        ],
        "cities": []
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
        "cities": []
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
        "cities": []
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
        "cities": []
      },
      {
        "kind": "garden",
        "id": "garden",
        "edges": []
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
export const CATALOG: Catalog = { version: 1, expansions: EXPANSIONS, tiles: TILES };
