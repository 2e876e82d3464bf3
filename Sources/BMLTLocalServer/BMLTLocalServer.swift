// The local BMLT server (SQLite, the sample data, the read and administration APIs) arrives in a later release;
// until then this module re-exports the client so that the product can already be depended on.
@_exported public import BMLT
