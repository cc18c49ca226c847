import Foundation

// A movie-database client reads a film's credits. The crew object is missing for films not yet
// credited, `null` from one mirror, and has a list per department, any of which may be absent.
// The app reads it with `try?` (no crew, a null one or one of the wrong shape is no crew at
// all) and optional chaining on the container it may not have. Issue 22 (#22, interp16):
// `crew?.decodeIfPresent(...) ?? []` is followed as JSONDecoder runs it: nil when `try?`
// swallowed the nested container's error, else the read, whose own errors are thrown.
struct MovieCredits: Decodable {
    let movieID: Int
    let title: String
    let directors: [CrewMember]
    let writers: [CrewMember]
    let composer: CrewMember?

    enum CodingKeys: String, CodingKey {
        case movieID = "movie_id"
        case title, crew
    }

    enum CrewKeys: String, CodingKey {
        case directing, writing, music
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        movieID = try container.decode(Int.self, forKey: .movieID)
        title = try container.decode(String.self, forKey: .title)
        let crew = try? container.nestedContainer(keyedBy: CrewKeys.self, forKey: .crew)
        directors = try crew?.decodeIfPresent([CrewMember].self, forKey: .directing) ?? []
        writers = try crew?.decode([CrewMember].self, forKey: .writing) ?? []
        composer = try crew?.decodeIfPresent(CrewMember.self, forKey: .music)
    }
}

struct CrewMember: Decodable {
    let personID: Int
    let name: String
    let job: String?

    enum CodingKeys: String, CodingKey {
        case personID = "person_id"
        case name, job
    }
}
