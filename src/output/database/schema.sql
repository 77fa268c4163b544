CREATE TABLE catalog ( -- What this file holds: one row.
    data_version TEXT NOT NULL, -- The version of the tile data (SemVer), such as `1.0.0`.
    format_version TEXT NOT NULL -- The version of this database's layout (SemVer); its major version is also `PRAGMA user_version`.
);

CREATE TABLE expansions ( -- An expansion, or the base game.
    id TEXT PRIMARY KEY NOT NULL, -- Identifier unique across the catalog, such as `flier`.
    name TEXT NOT NULL, -- The expansion's name in English, such as `The Flier`.
    die_faces TEXT, -- The number on each face of the die that comes with the expansion, as a JSON array such as `[1,1,2,2,3,3]`; NULL when there is none.
    symbol TEXT, -- What the mark printed on the expansion's tiles shows, in words; NULL when there is none.
    symbol_corner TEXT CHECK (symbol_corner IN ('NE', 'SE', 'SW', 'NW')) -- The corner of the tile the mark is printed in; NULL when there is none.
);

CREATE TABLE editions ( -- One printing of an expansion.
    expansion TEXT NOT NULL REFERENCES expansions (id), -- The expansion printed.
    id TEXT NOT NULL, -- The edition's short name, unique within its expansion, such as `C3`.
    year INTEGER, -- The year the edition was published; NULL when its data names none (a tile set imported from JCloisterZone, such as `basic:1`).
    tiles INTEGER NOT NULL, -- How many land tiles the edition's box holds.
    PRIMARY KEY (expansion, id)
);

CREATE TABLE tiles ( -- One land tile in its printed orientation.
    id TEXT PRIMARY KEY NOT NULL, -- Identifier unique across the catalog, such as `flier-A`.
    expansion TEXT NOT NULL REFERENCES expansions (id), -- The expansion the tile belongs to.
    letter TEXT NOT NULL, -- The letter printed on the tile in the edition's rules, such as `A`.
    side_class TEXT NOT NULL, -- What meets the four sides up to rotation: their letters (C city, F field, R road, W river) read clockwise from north, turned to come first in alphabetical order, such as `CCFR`.
    flier TEXT CHECK (flier IN ('N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW')), -- The direction the arrow of the tile's flying machine points in; NULL when the tile has none.
    start INTEGER NOT NULL CHECK (start IN (0, 1)) -- 1 when one of the tile's copies is the start tile, dealt first.
);

CREATE TABLE counts ( -- How many copies of a tile an edition of its expansion holds; an edition that holds none has no row.
    tile TEXT NOT NULL REFERENCES tiles (id), -- The tile.
    expansion TEXT NOT NULL, -- The tile's expansion, whose edition this is.
    edition TEXT NOT NULL, -- The edition.
    copies INTEGER NOT NULL, -- How many copies of the tile the edition's box holds.
    PRIMARY KEY (tile, edition),
    FOREIGN KEY (expansion, edition) REFERENCES editions (expansion, id)
);

CREATE TABLE sides ( -- What meets one side of a tile.
    tile TEXT NOT NULL REFERENCES tiles (id), -- The tile.
    side TEXT NOT NULL CHECK (side IN ('N', 'E', 'S', 'W')), -- The side, on the tile as printed.
    kind TEXT NOT NULL CHECK (kind IN ('field', 'road', 'city', 'river')), -- What meets it.
    PRIMARY KEY (tile, side)
);

CREATE TABLE features ( -- A feature of a tile: a road, city, monastery, garden, field, river, quarter of the City of Carcassonne, tower foundation or half of a German castle.
    tile TEXT NOT NULL REFERENCES tiles (id), -- The tile.
    id TEXT NOT NULL, -- Identifier of the feature on its tile, such as `road`.
    ordinal INTEGER NOT NULL, -- The feature's place in the tile's list, from 0.
    kind TEXT NOT NULL CHECK (kind IN ('road', 'city', 'monastery', 'garden', 'field', 'river', 'quarter', 'tower', 'german-castle')), -- What kind of feature it is.
    pennants INTEGER, -- For a city: the number of pennants printed in it; NULL for other features.
    semicircular INTEGER CHECK (semicircular IN (0, 1)), -- For a city: 0 when it is no semi-circular segment, so that no small city it closes becomes a castle, else 1; NULL for other features.
    shares TEXT CHECK (shares IN ('N', 'E', 'S', 'W')), -- For a city that shares a side with another city of its tile, which holds it: that side (`N`, `E`, `S` or `W`); NULL otherwise.
    own_end TEXT CHECK (own_end IN ('well', 'house', 'tunnel-mouth', 'spring', 'lake')), -- For a road or river that ends at a thing of its own: that end; NULL otherwise.
    ends_at TEXT, -- For a road that ends at another feature of its tile: that feature's id; NULL otherwise.
    under TEXT, -- For a feature that passes under another of its tile (a road in a tunnel, a river under a bridge, a city under a city): that feature's id; NULL otherwise.
    quarter TEXT CHECK (quarter IN ('castle', 'market', 'blacksmith', 'cathedral')), -- For a quarter of the City of Carcassonne: which one; NULL otherwise.
    block_column INTEGER, -- For the City of Carcassonne on one of the Count's tiles: the tile's column in their block, 0 to 3 from the west; NULL otherwise.
    block_row INTEGER, -- For the City of Carcassonne on one of the Count's tiles: the tile's row in their block, 0 to 2 from the north; NULL otherwise.
    spot_x REAL NOT NULL, -- Where a meeple stands on the feature: x in tile units, 0 at the west edge to 1 at the east edge.
    spot_y REAL NOT NULL, -- Where a meeple stands on the feature: y in tile units, 0 at the north edge to 1 at the south edge.
    PRIMARY KEY (tile, id),
    UNIQUE (tile, ordinal),
    FOREIGN KEY (tile, ends_at) REFERENCES features (tile, id),
    FOREIGN KEY (tile, under) REFERENCES features (tile, id)
);

CREATE TABLE positions ( -- An edge position a feature occupies.
    tile TEXT NOT NULL, -- The tile.
    feature TEXT NOT NULL, -- The feature.
    position TEXT NOT NULL CHECK (position IN ('NL', 'N', 'NR', 'EL', 'E', 'ER', 'SL', 'S', 'SR', 'WL', 'W', 'WR')), -- The position: a side's centre (`N`) or, as seen from the tile centre, its left (`NL`) or right (`NR`) half.
    ordinal INTEGER NOT NULL, -- The position's place in the feature's list, from 0.
    PRIMARY KEY (tile, feature, position),
    FOREIGN KEY (tile, feature) REFERENCES features (tile, id)
);

CREATE TABLE borders ( -- A city of its tile that a field borders, for farmer scoring.
    tile TEXT NOT NULL, -- The tile.
    field TEXT NOT NULL, -- The field.
    city TEXT NOT NULL, -- The city it borders.
    inside INTEGER NOT NULL CHECK (inside IN (0, 1)), -- 1 when the data says the field borders the city inside the tile, away from the edge.
    PRIMARY KEY (tile, field, city),
    FOREIGN KEY (tile, field) REFERENCES features (tile, id),
    FOREIGN KEY (tile, city) REFERENCES features (tile, id)
);

CREATE TABLE markers ( -- What an expansion prints on a tile besides its features: on a feature (goods, an inn, a princess) or on the tile itself (a volcano, a crop circle).
    tile TEXT NOT NULL REFERENCES tiles (id), -- The tile.
    ordinal INTEGER NOT NULL, -- The marker's place in the tile's list, from 0.
    kind TEXT NOT NULL, -- What the marker is, as data files name it, such as `inn`.
    feature TEXT, -- The feature the marker stands on; NULL for a marker the tile shows.
    placement TEXT CHECK (placement IN ('N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW')), -- Where the marker's picture sits, as a direction from the tile centre; NULL for the middle of its feature or of the tile.
    points INTEGER, -- For `extra-points`: the points it adds; NULL otherwise.
    PRIMARY KEY (tile, ordinal),
    FOREIGN KEY (tile, feature) REFERENCES features (tile, id)
);

CREATE TABLE illustrations ( -- A picture printed on a tile with no rules effect of its own.
    tile TEXT NOT NULL REFERENCES tiles (id), -- The tile.
    ordinal INTEGER NOT NULL, -- The illustration's place in the tile's list, from 0.
    kind TEXT NOT NULL CHECK (kind IN ('pigsty', 'farmhouse', 'highwaymen', 'garden')), -- What the picture shows.
    field TEXT NOT NULL, -- The field it stands in.
    placement TEXT CHECK (placement IN ('N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW')), -- Where it sits, as a direction from the tile centre; NULL for the middle of its field.
    PRIMARY KEY (tile, ordinal),
    FOREIGN KEY (tile, field) REFERENCES features (tile, id)
);

CREATE TABLE shapes ( -- One point of the area a feature covers on its tile as printed: closed rings of points, a point inside the area when it lies inside an odd number of them.
    tile TEXT NOT NULL, -- The tile.
    feature TEXT NOT NULL, -- The feature.
    ring INTEGER NOT NULL, -- Which ring of the area, from 0.
    point INTEGER NOT NULL, -- The point's place in its ring, from 0; the last joins the first.
    x REAL NOT NULL, -- x in tile units, 0 at the west edge to 1 at the east edge.
    y REAL NOT NULL, -- y in tile units, 0 at the north edge to 1 at the south edge.
    PRIMARY KEY (tile, feature, ring, point),
    FOREIGN KEY (tile, feature) REFERENCES features (tile, id)
);
