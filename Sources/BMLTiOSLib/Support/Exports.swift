// The modern API is part of this module's interface (the facade exposes its client and errors), so apps that import
// BMLTiOSLib can use both.
@_exported public import BMLT
