import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT

/// The DEFLATE decoder behind plain-HTTP answers that a server compressed unasked: gzip, zlib and raw, with stored,
/// fixed and dynamic blocks, against data that Python's zlib compressed.
@Suite("Inflate")
struct InflateTests {
    /// What the vectors hold: a text repetitive enough for dynamic Huffman codes.
    static let text =
        "BMLT meetings: "
        + (0..<400).map { "meeting \($0) at \($0 % 7):\(String(format: "%02d", $0 % 60))" }.joined(separator: ", ")

    static func bytes(_ base64: String) -> [UInt8] { Array(Data(base64Encoded: base64)!) }

    /// `gzip.compress(text, 9)`: dynamic blocks.
    static let gzipDynamic = """
        H4sIAAAAAAACA1XZO44tNBCE4a3cBRC4u91+TEgMGRsguEIEkHD3LzTyD1OVjTqq0pnznbb986+//Pbtr+/ff/z59x//fPz317fx
        7fcf38bHGD/9P4rPUXyM+Brl5yg/Rn6N6nNUH6O+RvNzND/G/Br156g/Rn+N1udofYz1NdqE2F+jQ4jzNbqEuBJ1vBSh8ePFCMkf
        +XKEFIh6QUIaxHxJQipEvyghHWK9LCElYpNFWsQhi9SISxbpkeNlSemR8bKkfg75sqT0yHpZUnrkfFlSemS/LCk9cr0sKT1yk0V6
        5CGL9MhLFulR42Up6VHxspT0qHxZSv+h6mUp6VHzZSnpUf2ylPSo9bKU9KhNFulRhyzSoy5ZpMccL8uUHjNelik9Zr4sU3rMelmm
        fjPmyzKlx+yXZUqPuV6WKT3mJov0mIcs0mNeskiPHi9LS4+Ol6WlR+fL0tKj62Vp6dHzZWn9ivfL0tKj18vS0qM3WaRHH7JIj75k
        kR5rQIv0WIEt0mMluEiPVegiPdaEF+mxGl/UqoVy0mNtskiPdcgiPdYli/TYcKtebbxVrzbgqlcbcdWrDbnq1cZc9WqDrnq1UVe9
        2rCrXm3cVa8O7qpXB3fVq4O76tXBXfXq4K56dXBXvTq4q14d3FWvDu6qVwd31auLu+rVxV316uKuenVxV726uKteXdxVry7uqlcX
        d9Wri7vq1cXdst9B4FWwYiCvihUDepWsGNirZsUAX0UrBvqqWjHgV9mKgb/qVgwAVrhiILDKFQHBbT/tGKx2RYCw4hWBwqpXBAwr
        XxE4rH5FALECFoHEKlgEFCthEVishkWCse1aicbDthU4VsYi8VgdiwRkhSwSkVWySEhWyiIxWS2LBGXFLBKVbfsqWLb1q3DZ9q8C
        Zl/AkNk2sIJmW8EKm20HK3C2JazQ2bawgmdbwwqf1bWYAK2wxURolS0mRCttMTE6bacEacUtJkqrbjFhWnmLidPqW0ygVuBiIrUK
        Fw3VSlw0Vqtx0WCtyEWjtSoXDddlazJeq3PRgK3QRSO2ShcN2UpdNGabdQu0zbqF2mbdgm2zbuG2WbeA26xbyG3WLeg26xZ2m3UL
        vM26hd5m3UZvs26jt1m30dus2+ht1m30Nus2ept1G73Nuo3eZt1Gb7Nuo7dZd9DbrDvobdYd9DbrDnqbdQe9zbqD3mbdQW+z7qC3
        WXfQ26w76G3WXfQ26y56m3UXvc26i95m3UVvs+6it1l30dusu+ht1l309iMnevuZE73t0DnQ206dA73t2DnQ286dA73t4DnQ206e
        A73t6DnQ286eA73t8DnQW63LQO+yYzR6q3UZ6K3WZaC3WpeB3mpdBnqrdRnordZloLdal4Heal0Geqt1meit1mWi97SbAfRW6zLR
        W63LRG+1LhO91bpM9FbrMtFbrctEb7UuE73Vuiz0Vuuy0Futy0LvtssO9FbrstBbrctCb7UuC73Vuiz0Vuuy0Futy0JvtS4neqt1
        OdHbbtEmeqt1OdF72P0Neqt1OdFbrcuJ3mpdTvRW63Kit1qXE73Vumz0Vuuy0Vuty0ZvtS4bvdW6bPQOu5JCb7UuG73Vumz0Vuuy
        0Vuty0Zvs26ht1m30NusW+ht1i30NusWept1C739lg29zbqF3mbdQm+zbqG3WbfR26zb6G3WbfQ26zZ6m3Ubvc26jd5m3UZvs26j
        t1m30dus2+ht1h30NusOept1B73NuoPeZt1Bb7PuoLdZd9DbrDvobdYd9DbrDnqbdRe9zbqL3mbdRW+z7qK3WXfR26y76G3WXfQ2
        6y56m3UXvc26i95t97vordbVQG+1rgZ625vBQG+1rgZ6q3U10Futq4Heal0N9FbraqC3WlcDvdW6CvQOu7JGb7WuAr3Vugr0Vusq
        0Futq0Bvta4CvdW6CvRW6yrQW62rQG+1rhK91bpK9E67hUdvta4SvdW6SvRW6yrRW62rRG+1rhK91bpK9FbrKtHbXhUKve1ZodDb
        3hUKvf1hAb3tZaHQ254WCr3tbaHQ2x4XCr3tdaHQ254XCr3VuprordbVRG+1riZ6q3U10XvaWwl6q3U10Vutq4neal1N9FbraqK3
        WlcTvdW6avRW66rRW62rRm+1rhq91bpq9G57/kFvta4avdW6avRW66rRW62rRm+zbqG3WbfQ26xb6G3WLfQ26xZ6m3ULvc26hd5m
        3UJvs26ht1m30Nus2+ht1m30Nus2ept1G73Nuo3eZt1Gb7Nuo7dZt9HbrNvobdZt9DbrDnqbdQe9zbqD3mbdQW+z7qC3WXfQ26w7
        6G3WHfQ26w56m3UHvc26i95m3UVvs+6it1l30dusu+ht1l30Nusuept1F73Nuove/pSK3nX/BQSgxwhvIAAA
        """.replacingOccurrences(of: "\n", with: "")
    /// `zlib.compress(text, 6)`: HTTP's "deflate".
    static let zlibDynamic = """
        eJxV2TuOLTQQhOGt3AUQuLvdfkxIDBkbILhCBJBw9y808g9TlY06qtKZ8522/fOvv/z27a/v33/8+fcf/3z899e38e33H9/Gxxg/
        /T+Kz1F8jPga5ecoP0Z+jepzVB+jvkbzczQ/xvwa9eeoP0Z/jdbnaH2M9TXahNhfo0OI8zW6hLgSdbwUofHjxQjJH/lyhBSIekFC
        GsR8SUIqRL8oIR1ivSwhJWKTRVrEIYvUiEsW6ZHjZUnpkfGypH4O+bKk9Mh6WVJ65HxZUnpkvywpPXK9LCk9cpNFeuQhi/TISxbp
        UeNlKelR8bKU9Kh8WUr/oeplKelR82Up6VH9spT0qPWylPSoTRbpUYcs0qMuWaTHHC/LlB4zXpYpPWa+LFN6zHpZpn4z5ssypcfs
        l2VKj7lelik95iaL9JiHLNJjXrJIjx4vS0uPjpelpUfny9LSo+tlaenR82Vp/Yr3y9LSo9fL0tKjN1mkRx+ySI++ZJEea0CL9FiB
        LdJjJbhIj1XoIj3WhBfpsRpf1KqFctJjbbJIj3XIIj3WJYv02HCrXm28Va824KpXG3HVqw256tXGXPVqg656tVFXvdqwq15t3FWv
        Du6qVwd31auDu+rVwV316uCuenVwV706uKteHdxVrw7uqlcHd9Wri7vq1cVd9erirnp1cVe9urirXl3cVa8u7qpXF3fVq4u76tXF
        3bLfQeBVsGIgr4oVA3qVrBjYq2bFAF9FKwb6qlox4FfZioG/6lYMAFa4YiCwyhUBwW0/7RisdkWAsOIVgcKqVwQMK18ROKx+RQCx
        AhaBxCpYBBQrYRFYrIZFgrHtWonGw7YVOFbGIvFYHYsEZIUsEpFVskhIVsoiMVktiwRlxSwSlW37Kli29atw2favAmZfwJDZNrCC
        ZlvBCpttBytwtiWs0Nm2sIJnW8MKn9W1mACtsMVEaJUtJkQrbTExOm2nBGnFLSZKq24xYVp5i4nT6ltMoFbgYiK1ChcN1UpcNFar
        cdFgrchFo7UqFw3XZWsyXqtz0YCt0EUjtkoXDdlKXTRmm3ULtM26hdpm3YJts27htlm3gNusW8ht1i3oNusWdpt1C7zNuoXeZt1G
        b7Nuo7dZt9HbrNvobdZt9DbrNnqbdRu9zbqN3mbdRm+zbqO3WXfQ26w76G3WHfQ26w56m3UHvc26g95m3UFvs+6gt1l30NusO+ht
        1l30Nusuept1F73NuoveZt1Fb7PuordZd9HbrLvobdZd9PYjJ3r7mRO97dA50NtOnQO97dg50NvOnQO97eA50NtOngO97eg50NvO
        ngO97fA50Futy0DvsmM0eqt1Geit1mWgt1qXgd5qXQZ6q3UZ6K3WZaC3WpeB3mpdBnqrdZnordZlove0mwH0Vusy0Vuty0RvtS4T
        vdW6TPRW6zLRW63LRG+1LhO91bos9FbrstBbrctC77bLDvRW67LQW63LQm+1Lgu91bos9FbrstBbrctCb7UuJ3qrdTnR227RJnqr
        dTnRe9j9DXqrdTnRW63Lid5qXU70VutyordalxO91bps9FbrstFbrctGb7UuG73Vumz0DruSQm+1Lhu91bps9FbrstFbrctGb7Nu
        obdZt9DbrFvobdYt9DbrFnqbdQu9/ZYNvc26hd5m3UJvs26ht1m30dus2+ht1m30Nus2ept1G73Nuo3eZt1Gb7Nuo7dZt9HbrNvo
        bdYd9DbrDnqbdQe9zbqD3mbdQW+z7qC3WXfQ26w76G3WHfQ26w56m3UXvc26i95m3UVvs+6it1l30dusu+ht1l30Nusuept1F73N
        uovebfe76K3W1UBvta4GetubwUBvta4Geqt1NdBbrauB3mpdDfRW62qgt1pXA73Vugr0DruyRm+1rgK91boK9FbrKtBbratAb7Wu
        Ar3Vugr0Vusq0Futq0Bvta4SvdW6SvROu4VHb7WuEr3Vukr0Vusq0Vutq0Rvta4SvdW6SvRW6yrR214VCr3tWaHQ294VCr39YQG9
        7WWh0NueFgq97W2h0NseFwq97XWh0NueFwq91bqa6K3W1URvta4meqt1NdF72lsJeqt1NdFbrauJ3mpdTfRW62qit1pXE73Vumr0
        Vuuq0Vutq0Zvta4avdW6avRue/5Bb7WuGr3Vumr0Vuuq0Vutq0Zvs26ht1m30NusW+ht1i30NusWept1C73NuoXeZt1Cb7NuobdZ
        t9DbrNvobdZt9DbrNnqbdRu9zbqN3mbdRm+zbqO3WbfR26zb6G3WbfQ26w56m3UHvc26g95m3UFvs+6gt1l30NusO+ht1h30NusO
        ept1B73NuoveZt1Fb7PuordZd9HbrLvobdZd9DbrLnqbdRe9zbqL3v6Uit51/wWnbBK+
        """.replacingOccurrences(of: "\n", with: "")

    @Test func everyWrapperAndBlockType() throws {
        let text = Array(Self.text.utf8)
        #expect(try Inflate.decode(Self.bytes(Self.gzipDynamic), encoding: "gzip", limit: 1 << 20) == text)
        #expect(try Inflate.decode(Self.bytes(Self.zlibDynamic), encoding: "deflate", limit: 1 << 20) == text)
        // `gzip.compress(b'{"a":1}', 1)`: a fixed-Huffman block.
        #expect(
            try Inflate.decode(Self.bytes("H4sIAAAAAAAEA6tWSlSyMqwFAK+sG1YHAAAA"), encoding: "x-gzip", limit: 100)
                == Array(#"{"a":1}"#.utf8)
        )
        // Raw DEFLATE at level 0: a stored block.
        #expect(
            try Inflate.decode(Self.bytes("AQcA+P97ImEiOjF9"), encoding: "deflate", limit: 100)
                == Array(#"{"a":1}"#.utf8)
        )
    }

    @Test func damagedOrOversizedDataIsRefused() throws {
        let gzip = Self.bytes(Self.gzipDynamic)
        #expect(throws: Inflate.Failure.self) {
            try Inflate.decode(Array(gzip.prefix(200)), encoding: "gzip", limit: 1 << 20)
        }
        #expect(throws: Inflate.Failure.self) { try Inflate.decode(gzip, encoding: "gzip", limit: 1_000) }
        #expect(throws: Inflate.Failure.self) {
            try Inflate.decode(Array("not gzip at all".utf8), encoding: "gzip", limit: 100)
        }
        #expect(throws: Inflate.Failure.self) { try Inflate.decode(gzip, encoding: "br", limit: 1 << 20) }
    }
}
