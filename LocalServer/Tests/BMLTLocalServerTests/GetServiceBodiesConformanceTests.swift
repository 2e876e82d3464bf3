import BMLTTestSupport
import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// bmlt-server's `src/tests/Feature/GetServiceBodiesTest.php`, ported: the same data, requests and assertions, against
/// the local server in its default (4.2.7) mode on a fresh install. The aggregator-mode tests are left out: the local
/// server has no aggregator mode.
@Suite("GetServiceBodies conformance (bmlt-server feature tests)", .hangTimeLimit)
struct GetServiceBodiesConformanceTests {
    /// A service body as `createServiceBody` writes it.
    struct Body {
        var name: String
        var type: String
        var parent: String?
        var url: String?

        /// The object `allServiceBodiesInArray` looks for.
        func expected(id: Int, parentID: Int) -> [String: String] {
            [
                "id": String(id), "parent_id": String(parentID), "name": name, "description": name, "type": type,
                "url": url ?? "", "helpline": "", "world_id": "",
            ]
        }
    }

    /// The tests' trees: zone `sezf`, regions `ga` and `nc`, areas `marietta` (in ga) and `capital area` (in nc);
    /// some tests add a second zone `nezf` right after the first, and some put `nc` in it.
    enum Tree {
        case oneZone, twoZones, regionsInTwoZones

        var bodies: [Body] {
            var bodies = [Body(name: "sezf", type: "ZF")]
            if self != .oneZone { bodies.append(Body(name: "nezf", type: "ZF")) }
            bodies += [
                Body(name: "ga", type: "RS", parent: "sezf"),
                Body(name: "nc", type: "RS", parent: self == .regionsInTwoZones ? "nezf" : "sezf"),
                Body(name: "marietta", type: "AS", parent: "ga"),
                Body(name: "capital area", type: "AS", parent: "nc"),
            ]
            return bodies
        }
    }

    /// Creates a tree, asks with `query` (body names in braces stand for their ids), and expects exactly the named
    /// bodies: `assertJsonCount`, `allServiceBodiesInArray` and `allServiceBodiesNotInArray`.
    private static func expectBodies(
        _ tree: Tree,
        _ query: String,
        _ names: Set<String>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await Harness.run { harness in
            var ids: [String: Int] = [:]
            try harness.seed { seed in
                for body in tree.bodies {
                    ids[body.name] = try seed.serviceBody(
                        body.name,
                        description: body.name,
                        type: body.type,
                        parent: body.parent.flatMap { ids[$0] } ?? 0
                    )
                }
            }
            var path = "/client_interface/json/?switcher=GetServiceBodies&" + query
            for (name, id) in ids {
                path = path.replacingOccurrences(of: "{\(name)}", with: String(id))
            }
            let answer = try await harness.get(path)
            #expect(answer.status == 200, sourceLocation: sourceLocation)
            #expect(answer.contentType == "application/json", sourceLocation: sourceLocation)
            let rows = try #require(answer.stringRows, sourceLocation: sourceLocation)
            #expect(rows.count == names.count, sourceLocation: sourceLocation)
            for body in tree.bodies {
                let expected = body.expected(id: ids[body.name]!, parentID: body.parent.flatMap { ids[$0] } ?? 0)
                #expect(
                    rows.contains(expected) == names.contains(body.name),
                    "\(body.name)",
                    sourceLocation: sourceLocation
                )
            }
        }
    }

    @Test func jsonp() async throws {
        try await Harness.run { harness in
            let answer = try await harness.get("/client_interface/jsonp/?switcher=GetServiceBodies&callback=asdf")
            #expect(answer.status == 200)
            #expect(answer.contentType == "text/javascript; charset=utf-8")
            #expect(answer.text == "/**/asdf([]);")
        }
    }

    @Test func none() async throws {
        try await Harness.run { harness in
            let answer = try await harness.get("/client_interface/json/?switcher=GetServiceBodies")
            #expect(answer.status == 200)
            #expect(answer.contentType == "application/json")
            #expect(answer.json == .array([]))
        }
    }

    @Test func one() async throws {
        try await Harness.run { harness in
            let id = try harness.seed { seed in
                try seed.serviceBody("sezf", description: "sezf", type: "ZF", url: "https://zone")
            }
            let answer = try await harness.get("/client_interface/json/?switcher=GetServiceBodies")
            #expect(answer.status == 200)
            #expect(answer.contentType == "application/json")
            let body = Body(name: "sezf", type: "ZF", url: "https://zone")
            #expect(answer.stringRows == [body.expected(id: id, parentID: 0)])
        }
    }

    @Test func filterIncludeNoArray() async throws {
        try await Self.expectBodies(.oneZone, "services={capital area}", ["capital area"])
    }

    @Test func filterIncludeWithArray() async throws {
        try await Self.expectBodies(.oneZone, "services[]={capital area}&services[]={ga}", ["capital area", "ga"])
    }

    @Test func filterIncludeWithCommas() async throws {
        try await Self.expectBodies(.oneZone, "services={capital area},%20{ga}", ["capital area", "ga"])
    }

    @Test func filterExcludeNoArray() async throws {
        try await Self.expectBodies(.oneZone, "services=-{marietta}", ["sezf", "ga", "nc", "capital area"])
    }

    @Test func filterExcludeWithArray() async throws {
        try await Self.expectBodies(
            .oneZone,
            "services[]=-{nc}&services[]=-{capital area}",
            ["sezf", "ga", "marietta"]
        )
    }

    @Test func recursiveFromZone() async throws {
        try await Self.expectBodies(
            .twoZones,
            "services={sezf}&recursive=1",
            ["sezf", "ga", "nc", "marietta", "capital area"]
        )
    }

    @Test func recursiveFromOneRegion() async throws {
        try await Self.expectBodies(.oneZone, "services={ga}&recursive=1", ["ga", "marietta"])
    }

    @Test func recursiveFromMultipleRegions() async throws {
        try await Self.expectBodies(
            .oneZone,
            "services[]={ga}&services[]={nc}&recursive=1",
            ["ga", "marietta", "nc", "capital area"]
        )
    }

    @Test func recursiveFromArea() async throws {
        try await Self.expectBodies(.oneZone, "services={marietta}&recursive=1", ["marietta"])
    }

    @Test func parentsFromZone() async throws {
        try await Self.expectBodies(.twoZones, "services={sezf}&parents=1", ["sezf"])
    }

    @Test func parentsFromOneRegion() async throws {
        try await Self.expectBodies(.twoZones, "services={ga}&parents=1", ["sezf", "ga"])
    }

    @Test func parentsFromMultipleRegions() async throws {
        try await Self.expectBodies(
            .regionsInTwoZones,
            "services[]={ga}&services[]={nc}&parents=1",
            ["sezf", "ga", "nezf", "nc"]
        )
    }

    @Test func parentsFromOneArea() async throws {
        try await Self.expectBodies(.twoZones, "services={marietta}&parents=1", ["sezf", "ga", "marietta"])
    }

    @Test func parentsFromMultipleAreas() async throws {
        try await Self.expectBodies(
            .twoZones,
            "services[]={marietta}&services[]={capital area}&parents=1",
            ["sezf", "ga", "nc", "marietta", "capital area"]
        )
    }

    @Test func excludeParents() async throws {
        try await Self.expectBodies(
            .regionsInTwoZones,
            "services[]=-{ga}&services[]=-{nc}&parents=1",
            ["marietta", "capital area"]
        )
    }

    @Test func excludeChildren() async throws {
        try await Self.expectBodies(
            .regionsInTwoZones,
            "services[]=-{ga}&services[]=-{nc}&recursive=1",
            ["sezf", "nezf"]
        )
    }

    @Test func rootServerIDWithAggregatorDisabled() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.serviceBody("sezf", description: "sezf", type: "ZF", url: "https://zone", rootServerID: 1)
            }
            let answer = try await harness.get("/client_interface/json/?switcher=GetServiceBodies")
            #expect(answer.status == 200)
            #expect(answer.contentType == "application/json")
            #expect(answer.objects.count == 1)
            #expect(answer.objects.first?["root_server_id"] == nil)
        }
    }

    @Test func rootServerIDsWithAggregatorDisabled() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.serviceBody("sezf", description: "sezf", type: "ZF", rootServerID: 1)
            }
            let answer = try await harness.get("/client_interface/json/?switcher=GetServiceBodies&root_server_ids=2")
            #expect(answer.status == 200)
            #expect(answer.list.count == 1)
        }
    }

    @Test func contactEmailEnabled() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.setting { $0.includeServiceBodyEmailInSemantic = true }
                try seed.serviceBody(
                    "sezf",
                    description: "sezf",
                    type: "ZF",
                    url: "https://zone",
                    email: "blah@blah.com",
                    rootServerID: 1
                )
            }
            let answer = try await harness.get("/client_interface/json/?switcher=GetServiceBodies")
            #expect(answer.status == 200)
            #expect(answer.contentType == "application/json")
            #expect(answer.objects.count == 1)
            #expect(answer.objects.first?["contact_email"] == .string("blah@blah.com"))
        }
    }

    @Test func contactEmailDisabled() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.setting { $0.includeServiceBodyEmailInSemantic = false }
                try seed.serviceBody(
                    "sezf",
                    description: "sezf",
                    type: "ZF",
                    url: "https://zone",
                    email: "blah@blah.com",
                    rootServerID: 1
                )
            }
            let answer = try await harness.get("/client_interface/json/?switcher=GetServiceBodies")
            #expect(answer.status == 200)
            #expect(answer.contentType == "application/json")
            #expect(answer.objects.count == 1)
            #expect(answer.objects.first?["contact_email"] == nil)
        }
    }
}
