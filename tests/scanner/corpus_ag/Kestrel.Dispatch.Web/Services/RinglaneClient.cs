using System.Net;
using System.Net.Http.Json;
using System.Security.Claims;

namespace Kestrel.Dispatch.Web.Services;

public record ContactList(string Id, string Name, int ContactCount);
public record ContactListPage(List<ContactList> Items, string? NextCursor);
public record RinglaneErrorDetail(string Path, string Message);
public record RinglaneErrorBody(string Error, List<RinglaneErrorDetail>? Details);

public class RinglaneException(string message, HttpStatusCode status) : Exception(message)
{
    public HttpStatusCode Status { get; } = status;
    public bool IsTransient => Status == HttpStatusCode.BadGateway;
}

public class RinglaneClient(HttpClient http, IHttpContextAccessor ctx, ILogger<RinglaneClient> logger)
{
    private HttpRequestMessage Build(HttpMethod method, string path, object? body = null)
    {
        var req = new HttpRequestMessage(method, path);
        var userId = ctx.HttpContext?.User.FindFirstValue(ClaimTypes.NameIdentifier);
        if (userId is not null)
        {
            req.Headers.Add("X-User-Id", userId);
        }
        if (body is not null)
        {
            req.Content = JsonContent.Create(body);
        }
        return req;
    }

    public async Task<IReadOnlyList<ContactList>> GetContactListsAsync(CancellationToken ct = default)
    {
        using var res = await http.SendAsync(Build(HttpMethod.Get, "contact-lists"), ct);
        await EnsureOk(res, ct);
        var page = await res.Content.ReadFromJsonAsync<ContactListPage>(cancellationToken: ct);
        return page?.Items ?? [];
    }

    public async Task<ContactList?> CreateContactListAsync(string name, CancellationToken ct = default)
    {
        using var res = await http.SendAsync(Build(HttpMethod.Post, "contact-lists", new { name }), ct);
        await EnsureOk(res, ct);
        return await res.Content.ReadFromJsonAsync<ContactList>(cancellationToken: ct);
    }

    public async Task DeleteContactListAsync(string id, CancellationToken ct = default)
    {
        using var res = await http.SendAsync(Build(HttpMethod.Delete, $"contact-lists/{id}"), ct);
        await EnsureOk(res, ct);
    }

    private async Task EnsureOk(HttpResponseMessage res, CancellationToken ct)
    {
        if (res.IsSuccessStatusCode) return;
        var body = await res.Content.ReadFromJsonAsync<RinglaneErrorBody>(cancellationToken: ct);
        var message = body?.Error ?? res.ReasonPhrase ?? "Ringlane error";
        logger.LogWarning("Ringlane {Status}: {Message}", (int)res.StatusCode, message);

        if (res.StatusCode == HttpStatusCode.ServiceUnavailable)
            throw new RinglaneException("Ringlane API access is disabled for Kestrel. Contact RevOps.", res.StatusCode);
        if (res.StatusCode == HttpStatusCode.NotFound && message.Contains("user not found", StringComparison.OrdinalIgnoreCase))
            throw new RinglaneException("Your dispatcher account is not provisioned in Ringlane.", res.StatusCode);
        throw new RinglaneException(message, res.StatusCode);
    }
}
