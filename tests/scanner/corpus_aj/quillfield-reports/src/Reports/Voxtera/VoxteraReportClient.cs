using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace Quillfield.Reports.Voxtera;

public sealed class VoxteraReportClient
{
    private readonly HttpClient _http;

    public VoxteraReportClient(HttpClient http, IOptions<VoxteraOptions> options)
    {
        _http = http;
        _http.BaseAddress = new Uri(options.Value.BaseUrl);
        _http.DefaultRequestHeaders.Add("x-api-key", options.Value.ApiKey);
        _http.DefaultRequestHeaders.Add("x-user-id", options.Value.ActingUserId);
    }

    public async Task<IReadOnlyList<ContactListDto>> GetListsAsync(CancellationToken ct)
    {
        var resp = await _http.GetAsync("contact-lists", ct);
        if (resp.StatusCode == HttpStatusCode.BadGateway)
            throw new VoxteraTransientException("Voxtera could not reach the identity provider");
        if (!resp.IsSuccessStatusCode)
        {
            var err = await resp.Content.ReadFromJsonAsync<VoxteraErrorBody>(cancellationToken: ct);
            throw new VoxteraException((int)resp.StatusCode, err?.Error ?? resp.ReasonPhrase);
        }
        var page = await resp.Content.ReadFromJsonAsync<ContactListPage>(cancellationToken: ct);
        return page!.Data;
    }
}

public sealed record VoxteraErrorBody(string Error, List<VoxteraErrorDetail>? Details);
public sealed record VoxteraErrorDetail(string Path, string Message);
public sealed record ContactListDto(string Id, string Name, int ContactCount);
public sealed record ContactListPage(List<ContactListDto> Data);
