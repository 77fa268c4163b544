//! The game on a board: flights, landings and the self-play report.

// The flight examples of The Flier's rules.
mod flights;
// The Flier's landing rules on the bundled tiles.
mod landing;
// The landing rules on other expansions' features and markers.
mod landing_expansions;
// tilecat report: the self-play figures and page.
mod report;
