using System;
using System.Net;
using System.Net.Http;
using System.Net.Http.Json;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Options;

namespace Acme.Dialer.Calling;

public sealed class CallingOptions
{
    public string Host { get; set; } = "https://calls.acme-sales.com";
    public string ApiKey { get; set; } = "";
}

public sealed record ContactList(int Id, string Name, string? GroupName, int ContactsCount, string OrgId);

public class CallingException(int status, string? message) : Exception(message)
{
    public int Status { get; } = status;
}

public sealed class TransientCallingException(string message) : CallingException(502, message);

/// <summary>
/// Typed client for the Calling Service (/api/public/v1). Acts on behalf of a rep via X-User-Id.
/// </summary>
public sealed class CallingServiceClient
{
    private readonly HttpClient _http;

    public CallingServiceClient(HttpClient http, IOptions<CallingOptions> options)
    {
        _http = http;
        _http.BaseAddress = new Uri(options.Value.Host.TrimEnd('/') + "/api/public/v1/");
        _http.DefaultRequestHeaders.Add("X-Api-Key", options.Value.ApiKey);
    }

    public async Task<ContactList?> RenameListAsync(int listId, string name, string idpUserId, CancellationToken ct = default)
    {
        using var request = new HttpRequestMessage(HttpMethod.Patch, $"contact-lists/{listId}")
        {
            Content = JsonContent.Create(new { name }),
        };
        request.Headers.Add("x-user-id", idpUserId);

        using var response = await _http.SendAsync(request, ct);
        if (response.StatusCode == HttpStatusCode.BadGateway)
        {
            throw new TransientCallingException("Identity provider unreachable");
        }
        if (!response.IsSuccessStatusCode)
        {
            var err = await response.Content.ReadFromJsonAsync<JsonElement>(cancellationToken: ct);
            var message = err.GetProperty("error").GetString();
            throw new CallingException((int)response.StatusCode, message);
        }
        return await response.Content.ReadFromJsonAsync<ContactList>(cancellationToken: ct);
    }
}

public static class DialerClientRegistration
{
    public static IServiceCollection AddDialerClients(this IServiceCollection services, IConfiguration config)
    {
        services.Configure<CallingOptions>(config.GetSection("Calling"));
        services.AddHttpClient<CallingServiceClient>();

        // Internal geo service, unrelated to calling.
        services.AddHttpClient("geo", c =>
        {
            c.BaseAddress = new Uri("https://geo.internal.acme.io/v1/");
            c.DefaultRequestHeaders.Add("x-api-key", config["Geo:ApiKey"]);
        });
        return services;
    }
}
