// The original BMLTiOSLib 1.5 API, rebuilt on `BMLT`, arrives in a later release; until then this module re-exports
// the modern client so that the product can already be depended on.
@_exported public import BMLT
