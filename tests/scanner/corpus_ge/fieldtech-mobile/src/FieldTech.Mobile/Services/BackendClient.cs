using System.Net;
using System.Net.Http.Json;
using Newtonsoft.Json;

namespace FieldTech.Mobile.Services;

public sealed record Job(string Id, string CustomerName, string Phone, string Address);

public sealed class BackendClient
{
    private readonly HttpClient _http;

    public BackendClient(HttpClient http) => _http = http;

    public async Task<Job?> GetJobAsync(string id)
    {
        var response = await _http.GetAsync($"jobs/{id}");
        if (response.StatusCode == HttpStatusCode.NotFound)
        {
            return null;
        }
        if (!response.IsSuccessStatusCode)
        {
            var err = JsonConvert.DeserializeObject<Dictionary<string, string>>(await response.Content.ReadAsStringAsync());
            throw new InvalidOperationException(err?.GetValueOrDefault("error") ?? response.ReasonPhrase);
        }
        return await response.Content.ReadFromJsonAsync<Job>();
    }
}
