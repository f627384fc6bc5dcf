namespace Tidewater.Ringforge.Refit
{
    public sealed class RingforgeRefitOptions
    {
        public const string DefaultHost = "https://api.ringforge.io";
        public const string ApiVersion = "v1";

        public string Host { get; set; } = DefaultHost;
        public string ApiKey { get; set; } = string.Empty;

        /// <summary>Okta user id (00u...) used when the caller does not pass one.</summary>
        public string? DefaultUserId { get; set; }

        public string BaseAddress => $"{Host.TrimEnd('/')}/api/public/{ApiVersion}";
    }
}
