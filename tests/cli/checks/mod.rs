//! The checker: each diagnostic code, its wording and the faults it finds.

// Every diagnostic code, its one meaning and a fixture that produces it.
mod codes;
// The Count's City of Carcassonne on a board.
mod counts_city;
// validate for people: the cargo look and the summary.
mod human_output;
// One mistake, one diagnostic: follow-ons left out.
mod mistakes;
// What an expansion requires of its tiles.
mod requirements;
// Tiles the rules cannot play: which check names them.
mod rules_faults;
// The committed JSON Schemas against the model and editors.
mod schemas;
