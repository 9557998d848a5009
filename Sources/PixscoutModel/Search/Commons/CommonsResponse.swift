/// Commons' answer (`formatversion=2`): the pages of this part of a batch, whether the batch is
/// complete, what to send back to continue, or an error, which Commons reports with HTTP 200.
struct CommonsResponse: Decodable {
    struct APIError: Decodable {
        /// "maxlag", "ratelimited", "badvalue"…; "unknown" when the error says nothing readable.
        let code: String

        init(code: String) {
            self.code = code
        }
    }

    let error: APIError?
    /// Whether every page of this batch has all its image information.
    let batchComplete: Bool
    /// Every key of `continue`, as text: what to send back for the rest of the batch or the
    /// next one. Empty when there is nothing more.
    let continuation: [String: String]
    let pages: [CommonsPage]
    /// The pages Commons says are not there (deleted, or never were), by id. A page that is there
    /// but came without its image information (a part still to come) is not one of them.
    let missingPageIDs: Set<Int64>
    /// The search Commons suggests instead ("did you mean"), as it wrote it.
    let suggestion: String?

    private enum CodingKeys: String, CodingKey {
        case error, batchcomplete, `continue`, query
    }

    private struct Query: Decodable {
        struct SearchInfo: Decodable {
            private enum CodingKeys: CodingKey {
                case suggestion
            }

            let suggestion: String?

            /// A suggestion that is not text is no suggestion, and no reason to lose the page.
            init(from decoder: any Decoder) {
                suggestion = try? decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .suggestion)
            }
        }

        let pages: LossyList<CommonsPage>?
        let searchinfo: SearchInfo?
    }

    /// A `continue` value: text, or a number written as an integer.
    private struct ContinueValue: Decodable {
        let text: String?

        init(from decoder: any Decoder) {
            let container = try? decoder.singleValueContainer()
            if let text = try? container?.decode(String.self) {
                self.text = text
            } else if let number = try? container?.decode(Double.self) {
                text = NetworkNumber.within(number, NetworkNumber.countRange).map { String($0) }
            } else {
                text = nil
            }
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Any `error`, readable or not, makes the answer an error.
        error = container.contains(.error)
            ? (try? container.decode(APIError.self, forKey: .error)) ?? APIError(code: "unknown") : nil
        // true in formatversion 2, "" in 1; absent until the batch is complete.
        batchComplete = container.contains(.batchcomplete)
            && (try? container.decode(Bool.self, forKey: .batchcomplete)) != false
        let values = (try? container.decodeIfPresent([String: ContinueValue].self, forKey: .continue)) ?? nil
        continuation = (values ?? [:]).compactMapValues(\.text)
        let query = try container.decodeIfPresent(Query.self, forKey: .query)
        let listed = query?.pages?.elements ?? []
        pages = listed.filter { !$0.missing }
        missingPageIDs = Set(listed.filter(\.missing).map(\.pageid))
        suggestion = query?.searchinfo?.suggestion
    }
}
