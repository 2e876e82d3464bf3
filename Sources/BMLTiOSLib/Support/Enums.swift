/// Why connecting to a server failed; ``BMLTiOSLib/errorString`` holds the raw value, a localisation key.
public enum BMLTiOSLibCommunicationHandlerBadTestReasons: String, Sendable {
    case None = ""
    case BadURI = "BMLTiOSLibCommunicationHandlerBadTestReasons-BadURI"
    case WrongVersion = "BMLTiOSLibCommunicationHandlerBadTestReasons-WrongVersion"
    case MissingFields = "BMLTiOSLibCommunicationHandlerBadTestReasons-MissingFields"
    case NoServiceBodies = "BMLTiOSLibCommunicationHandlerBadTestReasons-NoServiceBodies"
    case NoFormats = "BMLTiOSLibCommunicationHandlerBadTestReasons-NoFormats"
    case CommError = "BMLTiOSLibCommunicationHandlerBadTestReasons-CommError"
    case AuthError = "BMLTiOSLibCommunicationHandlerBadTestReasons-AuthError"
}

/// The error domains of the original library; `BMLTError.bmltiOSLibDomain` maps errors to them.
public enum BMLTiOSLibErrorDomains: String, Sendable {
    case CommunicationError = "BMLTiOSLibErrorDomains-Communication-Error"
    case PermissionError = "BMLTiOSLibErrorDomains-Permission-Error"
    case MailSendingError = "BMLTiOSLibErrorDomains-Mail-Sending-Error"
}

/// The error descriptions of the original library, as localisation keys (the original's raw values, which begin
/// with their domain's).
public enum BMLTiOSLibErrorDescriptions: String, Sendable {
    case GeneralError = "BMLTiOSLibErrorDomains-Communication-Error-General-Error"
    case IncorrectCredentials = "BMLTiOSLibErrorDomains-Permission-Error-Incorrect-Credentials"
    case SendingUnknownError = "BMLTiOSLibErrorDomains-Mail-Sending-Error-Unknown-Error"
    case MessageInvalidFrom = "BMLTiOSLibErrorDomains-Mail-Sending-Error-Invalid-From"
    case MessageAppearsToBeSpam = "BMLTiOSLibErrorDomains-Mail-Sending-Error-Message-Appears-To-Be-Spam"
}

/// The error codes of the original library; `BMLTError.bmltiOSLibCode` maps errors to them.
public enum BMLTiOSLibErrorCodes: Int, Sendable {
    case GeneralError = 101000
    case NoDataReceivedError = 101010
    case BadDataReceivedError = 101020
    case IncorrectCredentials = 201000
    case SendingUnknownError = 301000
    case MessageInvalidFrom = 301020
    case MessageAppearsToBeSpam = 301030
}

/// The server's distance unit.
public enum BMLTiOSLibDistanceUnits: String, Sendable {
    case Error = ""
    case Miles = "mi"
    case Kilometers = "km"
}

/// What the logged-in user may do with a service body.
public enum BMLTiOSLibPermissions: Int, Sendable, Comparable {
    case None = 0
    case Observer = 1
    case Editor = 2
    case Administrator = 3

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
