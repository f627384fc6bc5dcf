using System.Net.Http.Headers;

namespace FieldTech.Mobile.Services;

/// <summary>Attaches the technician's session to calls to our own FieldTech backend.</summary>
public sealed class BackendAuthHandler : DelegatingHandler
{
    private readonly SessionStore _session;

    public BackendAuthHandler(SessionStore session) => _session = session;

    protected override async Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken ct)
    {
        var s = await _session.GetAsync();
        if (s is not null)
        {
            request.Headers.Authorization = new AuthenticationHeaderValue("Bearer", s.AccessToken);
            request.Headers.Add("X-User-Id", s.TechnicianId);
            request.Headers.Add("X-User-Email", s.Email);
        }

        var response = await base.SendAsync(request, ct);
        if (response.StatusCode == System.Net.HttpStatusCode.Unauthorized)
        {
            await _session.ClearAsync();
        }
        return response;
    }
}

public sealed record Session(string AccessToken, string TechnicianId, string Email);

public sealed class SessionStore
{
    public async Task<Session?> GetAsync()
    {
        var token = await SecureStorage.Default.GetAsync("access_token");
        var id = await SecureStorage.Default.GetAsync("tech_id");
        var email = await SecureStorage.Default.GetAsync("email");
        return token is null || id is null || email is null ? null : new Session(token, id, email);
    }

    public Task ClearAsync()
    {
        SecureStorage.Default.RemoveAll();
        return Task.CompletedTask;
    }
}
