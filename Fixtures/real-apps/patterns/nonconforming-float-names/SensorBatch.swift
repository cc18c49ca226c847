import Foundation

// A lab-equipment upload: the devices send IEEE-754 specials as strings, so the app's decoder
// reads them with `.convertFromString`. Issue 22 item 7: `codable-check decode
// --float-strategy convert-from-string:+Inf,-Inf,NaN` states the same setting.

/// How the app sets up its decoder for sensor uploads.
enum SensorUploadDecoding {
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}

struct SensorBatch: Codable {
    let deviceID: String
    let firmware: String
    let uploadedAt: Date
    let samples: [SensorSample]
    let calibrationCurve: [Double]
    let channelGains: [String: Float]
}

struct SensorSample: Codable {
    let channel: Int
    let value: Double
    let gain: Float
    let lowerBound: Double?
    let upperBound: Double?
    let status: Status

    enum Status: String, Codable {
        case ok, saturated, disconnected
    }

    enum CodingKeys: String, CodingKey {
        case channel, value, gain, status
        case lowerBound = "lower_bound"
        case upperBound = "upper_bound"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        channel = try container.decode(Int.self, forKey: .channel)
        value = try container.decode(Double.self, forKey: .value)
        // Older firmware leaves the gain out: unity.
        gain = try container.decodeIfPresent(Float.self, forKey: .gain) ?? 1
        lowerBound = try container.decodeIfPresent(Double.self, forKey: .lowerBound)
        upperBound = try container.decodeIfPresent(Double.self, forKey: .upperBound)
        status = try container.decode(Status.self, forKey: .status)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(channel, forKey: .channel)
        try container.encode(value, forKey: .value)
        try container.encode(gain, forKey: .gain)
        try container.encodeIfPresent(lowerBound, forKey: .lowerBound)
        try container.encodeIfPresent(upperBound, forKey: .upperBound)
        try container.encode(status, forKey: .status)
    }
}
