using Dispatch.Api.Models;
using Refit;

namespace Dispatch.Api.Clients;

public interface ICallvaneApi
{
    [Get("/contact-lists")]
    Task<List<CallvaneContactList>> GetContactListsAsync(CancellationToken ct = default);

    [Post("/contact-lists")]
    Task<CallvaneContactList> CreateContactListAsync([Body] CreateContactListRequest body, CancellationToken ct = default);

    [Get("/contact-lists/{id}")]
    Task<CallvaneContactList> GetContactListAsync(string id, CancellationToken ct = default);

    [Delete("/contact-lists/{id}")]
    Task DeleteContactListAsync(string id, CancellationToken ct = default);

    [Post("/contact-lists/{id}/contacts")]
    Task AppendContactsAsync(string id, [Body] AppendContactsRequest body, CancellationToken ct = default);

    [Delete("/contact-lists/{id}/contacts/{phone}")]
    Task RemoveContactAsync(string id, string phone, CancellationToken ct = default);
}
