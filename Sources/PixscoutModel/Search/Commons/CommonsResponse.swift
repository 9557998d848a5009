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

        /// A page Commons says is missing: `{"pageid": 7, "missing": true}`, with or without a title.
        struct MissingPage: Decodable {
            let pageid: Int64
            let missing: Bool
        }

        private enum CodingKeys: CodingKey {
            case pages, searchinfo
        }

        let pages: LossyList<CommonsPage>?
        let missingPages: LossyList<MissingPage>?
        let searchinfo: SearchInfo?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            pages = try container.decodeIfPresent(LossyList<CommonsPage>.self, forKey: .pages)
            missingPages = try container.decodeIfPresent(LossyList<MissingPage>.self, forKey: .pages)
            searchinfo = try container.decodeIfPresent(SearchInfo.self, forKey: .searchinfo)
        }
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
        pages = query?.pages?.elements ?? []
        missingPageIDs = Set((query?.missingPages?.elements ?? []).filter(\.missing).map(\.pageid))
        suggestion = query?.searchinfo?.suggestion
    }
}
