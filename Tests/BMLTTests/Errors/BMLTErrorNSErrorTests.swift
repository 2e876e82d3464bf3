import BMLT
import Foundation
import Testing

/// `error as NSError`, as apps that read NSError codes do: one stable domain, one stable code for each kind.
@Suite("BMLTError as NSError")
struct BMLTErrorNSErrorTests {
    /// Every code with the number it keeps in every version.
    static let numbers: [(BMLTError.Code, Int)] = [
        (.invalidURL, 1), (.insecureURL, 2), (.invalidQuery, 3), (.connectionFailed, 4), (.secureConnectionFailed, 5),
        (.timedOut, 6), (.httpStatus, 7), (.notBMLTServer, 8), (.unexpectedContent, 9), (.invalidJSON, 10),
        (.unexpectedShape, 11), (.serverMessage, 12), (.unsupported, 13), (.unauthorized, 14), (.forbidden, 15),
        (.notFound, 16), (.validationFailed, 17), (.conflict, 18), (.responseTooLarge, 19), (.hostNotFound, 20),
        (.offline, 21), (.invalidConfiguration, 22),
    ]

    @Test("The domain is BMLT.BMLTError and each code has its own number")
    func domainAndCodes() {
        for (code, number) in Self.numbers {
            let error = BMLTError(code: code, reason: "Why.") as NSError
            #expect(error.domain == "BMLT.BMLTError")
            #expect(error.code == number, "\(code)")
        }
        #expect(Set(Self.numbers.map(\.1)).count == Self.numbers.count)
        #expect(Set(Self.numbers.map { "\($0.0)" }).count == Self.numbers.count)
    }

    @Test("Its user info holds the sentences for people, the URL and the underlying error")
    func userInfo() {
        let url = URL(string: "https://bmlt.example.org/main_server/client_interface/json/?switcher=GetFormats")!
        let error =
            BMLTError(
                code: .offline,
                reason: "The device is not connected to the internet.",
                url: url,
                underlyingError: URLError(.notConnectedToInternet)
            ) as NSError
        #expect(error.localizedDescription == "This device is not connected to a network the app may use.")
        #expect(error.localizedRecoverySuggestion?.hasPrefix("Connect to the internet") == true)
        #expect(error.localizedFailureReason == "The device is not connected to the internet.")
        #expect(error.userInfo[NSURLErrorFailingURLErrorKey] as? URL == url)
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        #expect(underlying?.domain == NSURLErrorDomain)
        #expect(underlying?.code == URLError.Code.notConnectedToInternet.rawValue)
    }

    @Test("The new codes tell the person what happened, and none of them is retried")
    func newCodes() {
        let url = URL(string: "https://bmlt.example.org/main_server")!
        for code in [BMLTError.Code.hostNotFound, .offline, .invalidConfiguration, .insecureURL] {
            let error = BMLTError(code: code, reason: "Why.", url: url)
            #expect(!error.isRetryable, "\(code)")
            #expect(error.errorDescription?.isEmpty == false)
        }
        #expect(
            BMLTError(code: .hostNotFound, reason: "", url: url).errorDescription
                == "The server bmlt.example.org could not be found."
        )
    }
}
