using Refit;

namespace DialwaveSync.Worker.Dialwave;

/// <summary>
/// Refit surface used by the call-outcome exporter. Contact lists are handled by
/// <see cref="DialwaveClient"/> (RestSharp) for historical reasons.
/// </summary>
public interface IDialwaveCallsApi
{
    [Get("/calls")]
    Task<ApiResponse<List<CallRecord>>> GetCallsAsync([Query] DateTimeOffset since, [Query] int limit = 200);

    [Get("/contact-lists/{listId}")]
    Task<ContactListDto> GetContactListAsync(string listId);

    [Patch("/contact-lists/{listId}")]
    Task RenameContactListAsync(string listId, [Body] object patch, [Header("x-user-id")] string actingUserId);
}

public sealed record CallRecord(string Id, string ContactPhone, string Outcome, int DurationSeconds, DateTimeOffset StartedAt);
