namespace DialerSync.Worker.Phonelark;

internal static class PhonelarkHeaders
{
    public const string ApiKey = "x-api-key";
    public const string ActingUser = "x-user-id";
}
