@_spi(BMLTInternal) public import BMLT
import Foundation
import HTTPTypes

/// The bearer token a 4.x answer issues (`POST /api/v1/auth/token` and `auth/refresh`), or `nil`.
public enum IssuedToken {
    public static func value(_ response: TransportResponse) -> String? {
        guard response.status == 200,
            let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        else { return nil }
        return object["access_token"] as? String
    }
}
