using System.Net;
using System.Net.Http.Json;
using Halvorsen.Backoffice.Api.Integrations.Ringcrest;
using Refit;

namespace Halvorsen.Backoffice.Api.Services;

public sealed class CallCampaignService
{
    private readonly IRingcrestContactListsApi _lists;
    private readonly IHttpClientFactory _httpFactory;
    private readonly ICustomerSegmentRepository _segments;
    private readonly ILogger<CallCampaignService> _logger;

    public CallCampaignService(IRingcrestContactListsApi lists, IHttpClientFactory httpFactory,
        ICustomerSegmentRepository segments, ILogger<CallCampaignService> logger)
    {
        _lists = lists;
        _httpFactory = httpFactory;
        _segments = segments;
        _logger = logger;
    }

    public async Task<AppendContactsResult> PushSegmentAsync(string segment, CancellationToken ct)
    {
        var phones = await _segments.GetPhonesAsync(segment, ct);
        var owner = await _segments.GetOwnerEmailAsync(segment, ct);

        try
        {
            var list = await _lists.CreateListAsync(new CreateContactListRequest($"seg-{segment}-{DateTime.UtcNow:yyyyMMdd}", owner), ct);
            return await _lists.AppendContactsAsync(list.Id, new AppendContactsRequest(phones), owner, ct);
        }
        catch (ApiException ex)
        {
            var mapped = RingcrestErrorMapper.Map(ex);
            _logger.LogError(ex, "Ringcrest push failed: {Reason}", RingcrestErrorMapper.Describe(mapped));
            throw mapped;
        }
    }

    /// <summary>Archive lists older than <paramref name="days"/>; not on the Refit interface because of paging quirks.</summary>
    public async Task<int> PurgeOldListsAsync(int days, CancellationToken ct)
    {
        var http = _httpFactory.CreateClient(RingcrestConstants.HttpClientName);
        var purged = 0;

        var page = await http.GetFromJsonAsync<RingcrestPage<RingcrestContactList>>("contact-lists?pageSize=200", ct);
        foreach (var list in page?.Data ?? Array.Empty<RingcrestContactList>())
        {
            if (list.CreatedAt > DateTimeOffset.UtcNow.AddDays(-days)) continue;

            using var resp = await http.DeleteAsync(string.Format(RingcrestConstants.Routes.ContactListById, list.Id).TrimStart('/'), ct);
            if (resp.StatusCode == HttpStatusCode.ServiceUnavailable)
            {
                _logger.LogCritical("Ringcrest public API is disabled for our tenant - aborting purge");
                break;
            }
            if (resp.IsSuccessStatusCode) purged++;
        }

        return purged;
    }
}
