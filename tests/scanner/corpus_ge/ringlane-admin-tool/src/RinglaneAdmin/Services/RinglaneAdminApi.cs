using System.Net;
using RestSharp;
using RestSharp.Serializers.NewtonsoftJson;
using RinglaneAdmin.Settings;

namespace RinglaneAdmin.Services;

public record ContactListDto(string Id, string Name, int ContactCount, DateTime UpdatedAt);
public record ContactDto(string Phone, string? FirstName, string? LastName);

public sealed class RinglaneAdminApi : IDisposable
{
    private readonly RestClient _client;

    public RinglaneAdminApi()
    {
        var options = new RestClientOptions(AdminSettings.ApiRoot)
        {
            ThrowOnAnyError = false,
            Timeout = TimeSpan.FromSeconds(20),
            UserAgent = "BrightpathRinglaneAdmin/2.3",
        };
        _client = new RestClient(options, configureSerialization: s => s.UseNewtonsoftJson());
        _client.AddDefaultHeader("X-Api-Key", AdminSettings.ApiKey);
        _client.AddDefaultHeader("X-User-Id", AdminSettings.CurrentUserObjectId);
    }

    public Task<List<ContactListDto>> ListAsync() =>
        ExecuteAsync<List<ContactListDto>>(new RestRequest("contact-lists"));

    public Task<ContactListDto> GetAsync(string id) =>
        ExecuteAsync<ContactListDto>(new RestRequest("contact-lists/{id}").AddUrlSegment("id", id));

    public Task<ContactListDto> RenameAsync(string id, string name) =>
        ExecuteAsync<ContactListDto>(new RestRequest("contact-lists/{id}", Method.Patch)
            .AddUrlSegment("id", id)
            .AddJsonBody(new { name }));

    public Task DeleteAsync(string id) =>
        ExecuteAsync<object>(new RestRequest("contact-lists/{id}", Method.Delete).AddUrlSegment("id", id));

    public Task<List<ContactDto>> ContactsAsync(string id) =>
        ExecuteAsync<List<ContactDto>>(new RestRequest("contact-lists/{id}/contacts").AddUrlSegment("id", id));

    public Task RemoveContactAsync(string id, string phone) =>
        ExecuteAsync<object>(new RestRequest("contact-lists/{id}/contacts/{phone}", Method.Delete)
            .AddUrlSegment("id", id)
            .AddUrlSegment("phone", phone));

    private async Task<T> ExecuteAsync<T>(RestRequest request)
    {
        var response = await _client.ExecuteAsync<T>(request);
        if (response.IsSuccessful)
        {
            return response.Data!;
        }

        var error = _client.Deserialize<ApiError>(response).Data;

        if (response.StatusCode == HttpStatusCode.BadGateway)
        {
            // IdP hiccup on Ringlane's side - one quick retry before bothering the user.
            await Task.Delay(1500);
            var retry = await _client.ExecuteAsync<T>(request);
            if (retry.IsSuccessful) return retry.Data!;
        }

        throw new RinglaneException((int)response.StatusCode, error);
    }

    public void Dispose() => _client.Dispose();
}
