public import Foundation

// Apps that read errors as NSError (as apps written for BMLTiOSLib 1.5 did) get a stable domain and one code per kind.
extension BMLTError: CustomNSError {
    /// The domain of every `BMLTError` as an `NSError`: `"BMLT.BMLTError"`, the name Swift gives it by default.
    public static let errorDomain = "BMLT.BMLTError"

    /// The code's stable number, the same in every version: ``Code/invalidURL`` is 1, ``Code/insecureURL`` 2,
    /// ``Code/invalidQuery`` 3, ``Code/connectionFailed`` 4, ``Code/secureConnectionFailed`` 5, ``Code/timedOut`` 6,
    /// ``Code/httpStatus`` 7, ``Code/notBMLTServer`` 8, ``Code/unexpectedContent`` 9, ``Code/invalidJSON`` 10,
    /// ``Code/unexpectedShape`` 11, ``Code/serverMessage`` 12, ``Code/unsupported`` 13, ``Code/unauthorized`` 14,
    /// ``Code/forbidden`` 15, ``Code/notFound`` 16, ``Code/validationFailed`` 17, ``Code/conflict`` 18,
    /// ``Code/responseTooLarge`` 19, ``Code/hostNotFound`` 20, ``Code/offline`` 21, ``Code/invalidConfiguration`` 22.
    public var errorCode: Int { code.number }

    /// The sentences for people, the URL, and the error that caused this one.
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [NSLocalizedFailureReasonErrorKey: reason]
        if let errorDescription { info[NSLocalizedDescriptionKey] = errorDescription }
        if let recoverySuggestion { info[NSLocalizedRecoverySuggestionErrorKey] = recoverySuggestion }
        if let url { info[NSURLErrorFailingURLErrorKey] = url }
        if let underlyingError { info[NSUnderlyingErrorKey] = underlyingError as NSError }
        return info
    }
}
