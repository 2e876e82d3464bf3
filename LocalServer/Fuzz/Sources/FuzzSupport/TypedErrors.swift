@_spi(BMLTInternal) public import BMLT

/// Runs a decoder on a fuzz input: whatever it throws must be a ``BMLTError`` that describes itself (and passes
/// `check`); anything else stops the fuzzer.
public func requireTypedErrors(_ decode: () throws -> Void, check: (BMLTError) -> Void = { _ in }) {
    do {
        try decode()
    } catch let error as BMLTError {
        precondition(!error.description.isEmpty, "an error without a description")
        check(error)
    } catch {
        preconditionFailure("an error that is not a BMLTError: \(error)")
    }
}
