using System.Net.Http;
using System.Threading;
using System.Threading.Tasks;

namespace Tidewater.Ringforge.Refit
{
    /// <summary>Adds tenant key and default acting user unless the call already set one.</summary>
    internal sealed class RingforgeHeadersHandler : DelegatingHandler
    {
        private readonly RingforgeRefitOptions _options;

        public RingforgeHeadersHandler(RingforgeRefitOptions options) => _options = options;

        protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken)
        {
            request.Headers.Add("X-Api-Key", _options.ApiKey);
            if (!request.Headers.Contains("X-User-Id") && !string.IsNullOrEmpty(_options.DefaultUserId))
            {
                request.Headers.Add("X-User-Id", _options.DefaultUserId);
            }
            return base.SendAsync(request, cancellationToken);
        }
    }
}
