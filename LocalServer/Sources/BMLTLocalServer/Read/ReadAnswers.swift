/// The shape of a server version's read answers: the type of its JSON, its empty list, and its answer to an error no
/// route expected.
struct ReadAnswers: Sendable {
    let jsonContentType: String
    /// A list with no element: `[]`, or 2.x's `{}` (an empty PHP array, written as an object).
    let emptyList: String
    let serverError: LocalResponse

    /// Laravel's.
    static let current = ReadAnswers(jsonContentType: "application/json", emptyList: "[]", serverError: .serverError)
    /// 2.16.6's: PHP's type with its character set, and an empty page for a PHP error.
    static let legacy = ReadAnswers(
        jsonContentType: "application/json; charset=UTF-8",
        emptyList: "{}",
        serverError: .text("", status: 500)
    )

    /// A JSON answer.
    func json(_ bytes: [UInt8], status: Int = 200) -> LocalResponse {
        LocalResponse(status: status, contentType: jsonContentType, body: bytes)
    }

    /// An empty list's answer.
    var emptyListAnswer: LocalResponse { json(Array(emptyList.utf8)) }
}
