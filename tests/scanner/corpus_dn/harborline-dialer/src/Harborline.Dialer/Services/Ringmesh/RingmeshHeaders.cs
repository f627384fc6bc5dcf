namespace Harborline.Dialer.Services.Ringmesh;

internal static class RingmeshHeaders
{
    public const string ApiKey = "x-api-key";
    public const string ActingUserEmail = "x-user-email";
    public const string ActingUserId = "x-user-id"; // kiosk mode: IdP subject instead of email
    public const string RequestId = "x-request-id";
}
