//! Never losing data and never trusting input: hostile files, crashes, races and marks of ownership.

// Every command against special files, links and hostile output folders.
mod attacks;
// Arbitrary and mangled input, a fixed number of cases.
mod bounded_fuzz;
// Each way a data file breaks: one diagnostic at its line and column.
mod broken_inputs;
// What a run stopped part-way leaves, and what the next run makes of it.
mod crash_consistency;
// builds killed at random, racing into one folder, a full disk.
mod faults;
// Files built to crash, hang or trick the validator.
mod hostile_input;
// Pictures made to mislead or to cost.
mod hostile_pictures;
// import jcz against hostile packs and output folders.
mod import_hostile;
// Names and text that would be code in an output.
mod injection;
// The language server against hostile messages.
mod lsp_hostile;
// No command writes over a file it did not make.
mod nothing_lost;
// The marks that prove a file was written by tilecat.
mod own_marks;
