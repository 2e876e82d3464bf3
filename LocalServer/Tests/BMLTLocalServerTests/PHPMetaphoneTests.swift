import BMLTFixtures
import Foundation
import Testing

@testable import BMLTLocalServer

/// ``PHPMetaphone`` gives the answers of PHP 8.2 itself. The fixtures' `php-8.2/metaphone.tsv` (word, `metaphone`,
/// 2.16.6's `spanish_metaphone`) was printed by `php` for every word of the sample database's texts and a set of edge
/// cases; `split-into-metaphone.json` by 2.16.6's own `SplitIntoMetaphone` for search strings in several languages.
@Suite("PHP's metaphone and 2.16.6's spanish_metaphone")
struct PHPMetaphoneTests {
    @Test("metaphone and spanish_metaphone of every word")
    func words() throws {
        let data = try Fixtures.phpAnswers("metaphone.tsv")
        var count = 0
        var mismatches = 0
        // Split bytes, not characters, so that every word comes back exactly as PHP read it.
        for line in Array(data).split(separator: 0x0A) {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            try #require(fields.count == 3, "\(String(decoding: line, as: UTF8.self).debugDescription)")
            count += 1
            let (word, metaphone, spanish) = (fields[0], fields[1], fields[2])
            let ours = (PHPMetaphone.metaphone(word), PHPMetaphone.spanishMetaphone(word))
            guard ours != (metaphone, spanish) else { continue }
            mismatches += 1
            if mismatches <= 5 {
                #expect(ours.0 == metaphone, "metaphone(\(word.debugDescription))")
                #expect(ours.1 == spanish, "spanish_metaphone(\(word.debugDescription))")
            }
        }
        #expect(count > 5000)
        #expect(mismatches == 0, "\(mismatches) of \(count) words")
    }

    /// One call of `SplitIntoMetaphone` and PHP's answer (`null` is `nil`).
    struct SplitCase: Decodable {
        var text: String
        var language: String?
        var literal: Bool
        var result: [String]?
    }

    @Test("SplitIntoMetaphone of search strings")
    func split() throws {
        let data = try Fixtures.phpAnswers("split-into-metaphone.json")
        let cases = try JSONDecoder().decode([SplitCase].self, from: data)
        #expect(cases.count > 100)
        for item in cases {
            let ours = PHPMetaphone.splitIntoMetaphone(item.text, language: item.language, literal: item.literal)
            // Bytes, as `==` between Swift strings would let a different normalization pass.
            #expect(
                ours?.map { Array($0.utf8) } == item.result?.map { Array($0.utf8) },
                """
                SplitIntoMetaphone(\(item.text.debugDescription), \(item.language.debugDescription), \
                \(item.literal)) is \(ours.debugDescription), PHP says \(item.result.debugDescription)
                """
            )
        }
    }
}
