using Fabrikam.Dialer.Functions.Models;
using Refit;

namespace Fabrikam.Dialer.Functions.Calltrek;

[Headers("Accept: application/json")]
public interface ICalltrekApi
{
    [Get("/contact-lists")]
    Task<List<ContactListDto>> GetContactListsAsync([Header("x-user-id")] string actingUserId);

    [Post("/contact-lists")]
    Task<ContactListDto> CreateContactListAsync([Body] CreateContactListRequest request, [Header("x-user-id")] string actingUserId);

    [Get("/contact-lists/{listId}")]
    Task<ContactListDto> GetContactListAsync(string listId, [Header("x-user-id")] string actingUserId);

    [Patch("/contact-lists/{listId}")]
    Task<ContactListDto> RenameContactListAsync(string listId, [Body] RenameContactListRequest request, [Header("x-user-id")] string actingUserId);

    [Delete("/contact-lists/{listId}")]
    Task DeleteContactListAsync(string listId, [Header("x-user-id")] string actingUserId);

    [Post("/contact-lists/{listId}/contacts")]
    Task AddContactsAsync(string listId, [Body] AddContactsRequest request, [Header("x-user-id")] string actingUserId);

    [Delete("/contact-lists/{listId}/contacts/{phone}")]
    Task RemoveContactAsync(string listId, string phone, [Header("x-user-id")] string actingUserId);

    [Get("/calls/{callId}")]
    Task<CallDto> GetCallAsync(string callId);
}
