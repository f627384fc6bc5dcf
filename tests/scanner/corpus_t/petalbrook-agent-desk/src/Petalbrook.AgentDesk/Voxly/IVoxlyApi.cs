using Refit;

namespace Petalbrook.AgentDesk.Voxly;

public interface IVoxlyApi
{
    [Get("/contact-lists")]
    Task<ContactListPage> GetListsAsync([Query] int limit = 50, CancellationToken ct = default);

    [Post("/contact-lists")]
    Task<ContactList> CreateListAsync([Body] CreateContactListRequest request, CancellationToken ct = default);

    [Delete("/contact-lists/{id}")]
    Task DeleteListAsync(string id, CancellationToken ct = default);

    [Post("/contact-lists/{id}/contacts")]
    Task AddContactsAsync(string id, [Body] AddContactsRequest request, CancellationToken ct = default);
}

public record ContactList(string Id, string Name, int ContactCount);
public record ContactListPage(IReadOnlyList<ContactList> Data, string? NextCursor);
public record CreateContactListRequest(string Name);
public record AddContactsRequest(IReadOnlyList<NewContact> Contacts);
public record NewContact(string Phone, string? FirstName, string? LastName);
