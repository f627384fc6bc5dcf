import Foundation

/// Ships batched UI telemetry to the data team's API Gateway endpoint.
struct TelemetryUploader {
    let endpoint = URL(string: "https://a7k2x9.execute-api.us-east-1.amazonaws.com/prod/v1/events")!
    let gatewayKey: String

    func upload(_ events: [[String: Any]]) async {
        var req = URLRequest(url: endpoint)
        req.httpMethod = "POST"
        req.setValue(gatewayKey, forHTTPHeaderField: "x-api-key")
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        req.httpBody = try? JSONSerialization.data(withJSONObject: events)
        _ = try? await URLSession.shared.data(for: req)
    }
}
