import Foundation

// Seed models for the `meetings` fixtures: a scheduling app's types whose properties are
// Foundation's own value types (`TimeZone`, `Calendar`, `Locale`, `IndexSet`...), the ones whose
// `init(from:)` validates identifiers, clamps values or reads the current user's settings. The
// documents are decoded with `.convertFromSnakeCase` and `.iso8601` (`documents/meetings/decoder.json`).

/// A meeting as a calendar app syncs it.
struct Meeting: Codable, Equatable {
    var title: String
    /// `{"identifier": "Europe/Paris"}`; an unknown identifier is `dataCorrupted`.
    var timeZone: TimeZone
    /// The organiser's calendar; without `locale`, the current user's locale.
    var calendar: Calendar?
    var locale: Locale
    var organizer: PersonNameComponents
    /// `{"start": <date>, "duration": <seconds>}`.
    var window: DateInterval
    /// When to remind, with its own `calendar` and `time_zone`.
    var reminder: DateComponents?
    /// Booked seat numbers, as ranges: `{"indexes": [{"location": 1, "length": 3}]}`.
    var seats: IndexSet
    /// Where the meeting sits in the agenda outline.
    var agendaPath: IndexPath?
    var allowedInTitle: CharacterSet?
    /// The part of the title to highlight: `[location, length]`.
    var highlight: NSRange?
    var slideTransform: AffineTransform?
    /// `[seconds, attoseconds]`.
    var recordingLength: Duration?
    var ledgerId: Int128?
    var attendeeZones: [TimeZone]?
    /// `{"gregorian": {}}`: the identifier enum's synthesized form.
    var calendarKind: Calendar.Identifier?
    var spokenLanguage: Locale.Language?
    var region: Locale.Region?
    var currency: Locale.Currency?
    /// Measurements in several units: every `Dimension` has a linear converter in its Codable
    /// form (fuel efficiency's reciprocal one included); plain `Unit` has none.
    var travelDistance: Measurement<UnitLength>?
    var roomTemperature: Measurement<UnitTemperature>?
    var shuttleEfficiency: Measurement<UnitFuelEfficiency>?
    var talkLength: Measurement<UnitDuration>?
    var moodScore: Measurement<Unit>?
}
