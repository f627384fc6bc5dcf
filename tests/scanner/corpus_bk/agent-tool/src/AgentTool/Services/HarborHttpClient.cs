using System.Net;
using System.Net.Http.Headers;
using System.Text;
using Newtonsoft.Json;

namespace Brightline.AgentTool.Services;

public sealed class HarborHttpClient : IDisposable
{
    private readonly HttpClient _http;
    private readonly HarborSettings _settings;

    public HarborHttpClient(HarborSettings settings, HttpMessageHandler? handler = null)
    {
        _settings = settings;
        _http = handler is null ? new HttpClient() : new HttpClient(handler);
        _http.BaseAddress = new Uri(settings.BaseUrl);
        _http.Timeout = TimeSpan.FromSeconds(settings.TimeoutSeconds);
        _http.DefaultRequestHeaders.Add("x-api-key", settings.ApiKey);
        _http.DefaultRequestHeaders.Accept.Add(new MediaTypeWithQualityHeaderValue("application/json"));
    }

    public async Task<IReadOnlyList<ContactListDto>> GetListsAsync(AgentIdentity agent, CancellationToken ct = default)
    {
        using var req = new HttpRequestMessage(HttpMethod.Get, "contact-lists");
        var json = await SendAsync(req, agent, ct);
        return JsonConvert.DeserializeObject<Page<ContactListDto>>(json)!.Data;
    }

    public async Task AddNumbersAsync(AgentIdentity agent, string listId, IEnumerable<string> phones, CancellationToken ct = default)
    {
        var payload = JsonConvert.SerializeObject(new { contacts = phones.Select(p => new { phone = p }) });
        using var req = new HttpRequestMessage(HttpMethod.Post, $"contact-lists/{listId}/contacts")
        {
            Content = new StringContent(payload, Encoding.UTF8, "application/json"),
        };
        await SendAsync(req, agent, ct);
    }

    public async Task DeleteListAsync(AgentIdentity agent, string listId, CancellationToken ct = default)
    {
        using var req = new HttpRequestMessage(HttpMethod.Delete, $"contact-lists/{Uri.EscapeDataString(listId)}");
        await SendAsync(req, agent, ct);
    }

    private async Task<string> SendAsync(HttpRequestMessage req, AgentIdentity agent, CancellationToken ct)
    {
        for (var attempt = 0; ; attempt++)
        {
            using var clone = await CloneAsync(req);
            clone.Headers.Add("X-User-Id", agent.IdpUserId);

            using var resp = await _http.SendAsync(clone, ct);
            var body = await resp.Content.ReadAsStringAsync(ct);
            if (resp.IsSuccessStatusCode)
                return body;

            var err = TryParse(body);
            switch (resp.StatusCode)
            {
                case HttpStatusCode.BadGateway when attempt < _settings.RetryCount:
                    await Task.Delay(TimeSpan.FromMilliseconds(300 * Math.Pow(2, attempt)), ct);
                    continue;
                case HttpStatusCode.ServiceUnavailable:
                    throw new HarborUnavailableException(503, "CallHarbor API is disabled for this account");
                case HttpStatusCode.NotFound when err?.Error == "user not found":
                    throw new HarborApiException(404, $"Agent {agent.Email} is not provisioned in CallHarbor");
                default:
                    throw new HarborApiException((int)resp.StatusCode, err?.Error ?? resp.ReasonPhrase ?? "error", err?.Details);
            }
        }
    }

    private static HarborErrorBody? TryParse(string body)
    {
        try { return JsonConvert.DeserializeObject<HarborErrorBody>(body); }
        catch (JsonException) { return null; }
    }

    private static async Task<HttpRequestMessage> CloneAsync(HttpRequestMessage req)
    {
        var clone = new HttpRequestMessage(req.Method, req.RequestUri);
        if (req.Content != null)
            clone.Content = new StringContent(await req.Content.ReadAsStringAsync(), Encoding.UTF8, "application/json");
        return clone;
    }

    public void Dispose() => _http.Dispose();
}
