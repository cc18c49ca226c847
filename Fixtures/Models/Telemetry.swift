import Foundation

// Seed model for the `telemetry` fixtures: one field of every fixed-width number type, so the
// number-edge fixtures can hit each width's limits.

/// One reading from an environmental sensor.
struct SensorReading: Codable, Equatable {
    var sensorID: UInt32
    var sequence: UInt64
    var uptimeSeconds: UInt
    var timestamp: Int64
    var rssi: Int32
    var altitudeMeters: Int16
    var timezoneOffsetHours: Int8
    var stepCount: UInt16
    var batteryPercent: UInt8
    var errorCount: Int
    var temperature: Float
    var humidity: Double
    var calibration: Decimal
}
