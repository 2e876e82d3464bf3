public import BMLT
public import Foundation

// Errors as the original library reported them: apps written for 1.5 read `(error as NSError).domain` and `.code`.
extension BMLTError {
    /// The original library's error code for this error.
    public var bmltiOSLibCode: BMLTiOSLibErrorCodes {
        switch code {
        case .unauthorized, .forbidden: return .IncorrectCredentials
        case .unexpectedContent, .invalidJSON, .unexpectedShape, .notBMLTServer: return .BadDataReceivedError
        case .validationFailed where fieldErrors["from_address"] != nil: return .MessageInvalidFrom
        case .validationFailed where fieldErrors["message"] != nil: return .MessageAppearsToBeSpam
        default: return .GeneralError
        }
    }

    /// The original library's error domain for this error.
    public var bmltiOSLibDomain: BMLTiOSLibErrorDomains {
        switch bmltiOSLibCode {
        case .IncorrectCredentials: return .PermissionError
        case .MessageInvalidFrom, .MessageAppearsToBeSpam, .SendingUnknownError: return .MailSendingError
        default: return .CommunicationError
        }
    }

    /// This error as the original library reported it to ``BMLTiOSLibDelegate/bmltLibInstance(_:errorOccurred:)``:
    /// an `NSError` in the original's domain (``bmltiOSLibDomain``) with the original's code (``bmltiOSLibCode``),
    /// this error's own user info (``errorUserInfo``), and this error under `NSUnderlyingErrorKey`.
    public var bmltiOSLibError: NSError {
        var info = errorUserInfo
        info[NSUnderlyingErrorKey] = self
        return NSError(domain: bmltiOSLibDomain.rawValue, code: bmltiOSLibCode.rawValue, userInfo: info)
    }

    /// The library's error in one that ``BMLTiOSLibDelegate/bmltLibInstance(_:errorOccurred:)`` received, or `nil`
    /// when that came from elsewhere.
    public init?(reportedBy error: any Error) {
        if let error = error as? BMLTError {
            self = error
        } else if let error = (error as NSError).userInfo[NSUnderlyingErrorKey] as? BMLTError {
            self = error
        } else {
            return nil
        }
    }
}
