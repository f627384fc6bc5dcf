using Refit;

namespace CrmSync.Worker.Ringlane;

/// <summary>Refit surface for Ringlane contact lists (public API).</summary>
public interface IRinglaneContactListsApi
{
    [Get("/contact-lists")]
    Task<PagedResult<ContactListDto>> GetListsAsync([Query] int page = 1, [Query] int pageSize = 100, CancellationToken ct = default);

    [Post("/contact-lists")]
    Task<ContactListDto> CreateListAsync([Body] CreateContactListRequest request, CancellationToken ct = default);

    [Get("/contact-lists/{listId}")]
    Task<ContactListDto> GetListAsync(string listId, CancellationToken ct = default);

    [Patch("/contact-lists/{listId}")]
    Task<ContactListDto> RenameListAsync(string listId, [Body] RenameContactListRequest request, CancellationToken ct = default);

    [Delete("/contact-lists/{listId}")]
    Task DeleteListAsync(string listId, CancellationToken ct = default);

    [Post("/contact-lists/{listId}/contacts")]
    Task<AppendContactsResult> AppendContactsAsync(string listId, [Body] AppendContactsRequest request, CancellationToken ct = default);

    [Delete("/contact-lists/{listId}/contacts/{phone}")]
    Task RemoveContactAsync(string listId, string phone, CancellationToken ct = default);

    [Get("/users/me")]
    [Headers("Cache-Control: no-cache")]
    Task<RinglaneUserDto> WhoAmIAsync(CancellationToken ct = default);
}

public sealed record PagedResult<T>(IReadOnlyList<T> Items, int Page, int Total);
public sealed record ContactListDto(string Id, string Name, int ContactCount, DateTimeOffset UpdatedAt);
public sealed record CreateContactListRequest(string Name, string? ExternalRef);
public sealed record RenameContactListRequest(string Name);
public sealed record AppendContactsRequest(IReadOnlyList<string> Phones);
public sealed record AppendContactsResult(int Added, int Skipped);
public sealed record RinglaneUserDto(string Id, string Email, string Role);
