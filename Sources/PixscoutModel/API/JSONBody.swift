import Foundation

/// Decodes an API's JSON; anything unreadable is ``NetworkError/incorrectDataReturned``.
enum JSONBody {
    static func decode<Value: Decodable>(_ type: Value.Type, from body: Data) throws(NetworkError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            Log.debug("unreadable response: \(error)")
            throw .incorrectDataReturned
        }
    }
}
