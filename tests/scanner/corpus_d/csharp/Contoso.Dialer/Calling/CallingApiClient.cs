using System.Net;
using System.Net.Http.Headers;
using System.Net.Http.Json;
using System.Text.Json.Serialization;
using Microsoft.Extensions.Options;
using Polly;
using Polly.Extensions.Http;

namespace Contoso.Dialer.Calling;

public sealed class CallingServiceOptions
{
    public string BaseUrl { get; set; } = "";
    public string ApiKey { get; set; } = "";
    public string ActingUserEmail { get; set; } = "";
    public int TimeoutSeconds { get; set; } = 20;
}

public sealed record LegacyErrorBody([property: JsonPropertyName("error")] string Error);

public sealed record ContactListDto(long Id, string Name, string? GroupName, int ContactsCount);

public sealed class CallingUserNotFoundException(string message) : Exception(message);
public sealed class CallingApiDisabledException() : Exception("Calling service API is disabled");

public sealed class CallingApiClient
{
    private readonly HttpClient _http;

    public CallingApiClient(HttpClient http, IOptions<CallingServiceOptions> options)
    {
        var o = options.Value;
        _http = http;
        _http.BaseAddress = new Uri(o.BaseUrl);
        _http.Timeout = TimeSpan.FromSeconds(o.TimeoutSeconds);
        _http.DefaultRequestHeaders.Accept.Add(new MediaTypeWithQualityHeaderValue("application/json"));
        _http.DefaultRequestHeaders.Add("X-Api-Key", o.ApiKey);
        _http.DefaultRequestHeaders.Add("X-User-Email", o.ActingUserEmail);
    }

    public async Task<ContactListDto> CreateListAsync(string name, IEnumerable<string> phones, CancellationToken ct)
    {
        var body = new { name, contacts = phones.Select(p => new { phoneNumber = p }) };
        using var response = await _http.PostAsJsonAsync("contact-lists", body, ct);
        await ThrowIfFailedAsync(response, ct);
        return (await response.Content.ReadFromJsonAsync<ContactListDto>(cancellationToken: ct))!;
    }

    private static async Task ThrowIfFailedAsync(HttpResponseMessage response, CancellationToken ct)
    {
        if (response.IsSuccessStatusCode) return;
        var err = await response.Content.ReadFromJsonAsync<LegacyErrorBody>(cancellationToken: ct);
        if (response.StatusCode == HttpStatusCode.NotFound && err?.Error == "user not found")
            throw new CallingUserNotFoundException("acting rep is not provisioned in Ringlane");
        if (response.StatusCode == HttpStatusCode.ServiceUnavailable)
            throw new CallingApiDisabledException();
        throw new HttpRequestException($"Calling service returned {(int)response.StatusCode}", null, response.StatusCode);
    }
}

public static class CallingHttpPolicies
{
    /// <summary>
    /// Ringlane looks users up in its identity provider; a 502 there is transient.
    /// </summary>
    public static IAsyncPolicy<HttpResponseMessage> Ringlane() =>
        Policy<HttpResponseMessage>
            .Handle<HttpRequestException>()
            .OrResult(r => r.StatusCode == HttpStatusCode.BadGateway)
            .OrResult(r => r.StatusCode == HttpStatusCode.TooManyRequests)
            .WaitAndRetryAsync(4, attempt => TimeSpan.FromMilliseconds(250 * Math.Pow(2, attempt)));

    /// <summary>
    /// Card processor: their gateway answers 502/503 during failover, retry those.
    /// </summary>
    public static IAsyncPolicy<HttpResponseMessage> Payments() =>
        HttpPolicyExtensions
            .HandleTransientHttpError()
            .OrResult(r => r.StatusCode == HttpStatusCode.ServiceUnavailable)
            .WaitAndRetryAsync(3, attempt => TimeSpan.FromSeconds(attempt));

    public static IServiceCollection AddRinglane(this IServiceCollection services)
    {
        services.AddOptions<CallingServiceOptions>().BindConfiguration("CallingService");
        services.AddHttpClient<CallingApiClient>().AddPolicyHandler(Ringlane());
        services.AddHttpClient("payments", c => c.BaseAddress = new Uri("https://pay.contoso.local/v1/"))
            .AddPolicyHandler(Payments());
        return services;
    }
}
