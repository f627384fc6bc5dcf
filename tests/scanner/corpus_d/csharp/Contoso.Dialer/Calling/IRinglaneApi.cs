using Refit;

namespace Contoso.Dialer.Calling;

public sealed record RenameListRequest(string? Name, string? GroupName);

public sealed record ListWrite(string Name, string OwnerId, string? GroupName);

public sealed record MembershipResult(long ListId, long ContactId, bool Member);

/// <summary>
/// Refit contract for Ringlane. Legacy operations are kept until the
/// v2 list/membership flow ships (DIAL-301).
/// </summary>
[Headers("Accept: application/json")]
public interface IRinglaneApi
{
    [Patch("/contact-lists/{id}")]
    Task<ContactListDto> RenameListAsync(long id, [Body] RenameListRequest body, [Header("x-user-email")] string actingUser);
}

/// <summary>Already migrated operations (bearer key from Key Vault).</summary>
[Headers("Authorization: Bearer")]
public interface IRinglaneV2Api
{
    [Put("/lists/{id}")]
    Task<ContactListDto> ReplaceListAsync(long id, [Body] ListWrite body, [Header("Idempotency-Key")] string idempotencyKey);

    [Delete("/lists/{id}/contacts/{contactId}")]
    Task<MembershipResult> RemoveMemberAsync(long id, long contactId, [Header("Idempotency-Key")] string idempotencyKey);

    [Get("/me")]
    Task<Dictionary<string, object>> MeAsync();
}
