using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Refit;
using Tidewater.Ringforge.Refit.Models;

namespace Tidewater.Ringforge.Refit
{
    public interface IRingforgeApi
    {
        [Get("/contact-lists")]
        Task<List<ContactList>> ListContactListsAsync([Header("X-User-Id")] string actingUserId, CancellationToken ct = default);

        [Post("/contact-lists")]
        Task<ContactList> CreateContactListAsync([Body] CreateContactList body, [Header("X-User-Id")] string actingUserId, CancellationToken ct = default);

        [Patch("/contact-lists/{id}")]
        Task<ContactList> RenameContactListAsync(string id, [Body] RenameContactList body, CancellationToken ct = default);

        [Delete("/contact-lists/{id}")]
        Task DeleteContactListAsync(string id, CancellationToken ct = default);

        [Post("/contact-lists/{id}/contacts")]
        Task AddContactsAsync(string id, [Body] AddContacts body, CancellationToken ct = default);

        [Delete("/contact-lists/{id}/contacts/{phone}")]
        Task RemoveContactAsync(string id, string phone, CancellationToken ct = default);

        [Get("/calls/{callId}")]
        Task<CallRecord> GetCallAsync(string callId, CancellationToken ct = default);
    }
}
