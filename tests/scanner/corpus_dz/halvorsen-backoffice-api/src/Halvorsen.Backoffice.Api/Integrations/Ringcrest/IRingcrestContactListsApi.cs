using Refit;

namespace Halvorsen.Backoffice.Api.Integrations.Ringcrest;

/// <summary>
/// Refit contract for Ringcrest contact lists. Base address comes from RingcrestOptions.BaseUrl.
/// Auth headers are attached by <see cref="RingcrestAuthHandler"/>.
/// </summary>
public interface IRingcrestContactListsApi
{
    [Get("/contact-lists")]
    Task<RingcrestPage<RingcrestContactList>> GetListsAsync([Query] int page = 1, [Query] int pageSize = 50, CancellationToken ct = default);

    [Get("/contact-lists/{listId}")]
    Task<RingcrestContactList> GetListAsync(string listId, CancellationToken ct = default);

    [Post("/contact-lists")]
    Task<RingcrestContactList> CreateListAsync([Body] CreateContactListRequest request, CancellationToken ct = default);

    [Patch("/contact-lists/{listId}")]
    Task<RingcrestContactList> RenameListAsync(string listId, [Body] RenameContactListRequest request, CancellationToken ct = default);

    [Delete("/contact-lists/{listId}")]
    Task DeleteListAsync(string listId, CancellationToken ct = default);

    [Post("/contact-lists/{listId}/contacts")]
    Task<AppendContactsResult> AppendContactsAsync(string listId, [Body] AppendContactsRequest request,
        [Header("x-user-email")] string actingUserEmail, CancellationToken ct = default);

    [Delete("/contact-lists/{listId}/contacts/{phone}")]
    Task RemoveContactAsync(string listId, string phone, CancellationToken ct = default);
}
