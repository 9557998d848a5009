import Foundation

/// Decodes an API's JSON; anything unreadable is ``NetworkError/incorrectDataReturned``.
enum JSONBody {
    static func decode<Value: Decodable>(
        _ type: Value.Type, from body: Data, userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) throws(NetworkError) -> Value {
        let decoder = JSONDecoder()
        decoder.userInfo = userInfo
        do {
            return try decoder.decode(type, from: body)
        } catch {
            Log.debug("unreadable response: \(error)")
            throw .incorrectDataReturned
        }
    }
}
