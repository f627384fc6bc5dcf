using System;
using System.Net;
using System.Threading.Tasks;
using RestSharp;

namespace Acme.Reports;

public sealed record AnalyticsSummary(int Calls, double TalkTimeSeconds);
public sealed record Forecast(string City, string Summary);

/// <summary>
/// Weekly export: Calling Service analytics (v2) plus the weather context used in the slide deck.
/// </summary>
public sealed class ReportExporter
{
    private const string CallingKey = "csk_live_0e4f9a2b-5c6d-4e7f-8a9b-1c2d3e4f5a6b.h7Jk2LmN9pQrS4tUvW8xYz3A";

    private readonly RestClient _calling = new("https://calls.acme-sales.com/api/public/v2");
    private readonly RestClient _weather = new("https://api.openweather.example.com/v1");
    private readonly string _weatherKey = Environment.GetEnvironmentVariable("WEATHER_API_KEY") ?? "";

    public async Task<AnalyticsSummary?> CallingSummaryAsync()
    {
        var request = new RestRequest("analytics/summary");
        request.AddHeader("x-api-key", CallingKey);
        for (var attempt = 0; attempt < 3; attempt++)
        {
            var response = await _calling.ExecuteGetAsync<AnalyticsSummary>(request);
            if (response.StatusCode == HttpStatusCode.ServiceUnavailable)
            {
                await Task.Delay(TimeSpan.FromSeconds(5 * (attempt + 1)));
                continue;
            }
            return response.Data;
        }
        return null;
    }

    public async Task<Forecast?> ForecastAsync(string city)
    {
        var request = new RestRequest("forecast").AddQueryParameter("city", city);
        request.AddHeader("X-Api-Key", _weatherKey);
        var response = await _weather.ExecuteGetAsync<Forecast>(request);
        return response.Data;
    }
}
