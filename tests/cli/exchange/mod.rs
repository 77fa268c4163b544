//! Other engines' formats both ways: JCloisterZone's tile definitions and TTSCarcassonne's tile data.

// export jcz: tile definitions JCloisterZone reads.
mod export_jcz;
// export jcz of German castles.
mod export_jcz_german_castle;
// import jcz on small packs.
mod import_jcz;
// castle-base="false": a city that is no castle base.
mod import_jcz_castle_base;
// import jcz of the Count's City of Carcassonne.
mod import_jcz_count;
// import jcz of tunnels, crossings and river ends.
mod import_jcz_crossings;
// import jcz of the source's markers.
mod import_jcz_markers;
// What the packs leave unsaid, read from what they say.
mod import_jcz_readings;
// import tts and export tts over TTSCarcassonne's tile data.
mod import_tts;
// The 29 JCloisterZone packs imported, exported and compared.
mod jcz_round_trip;
