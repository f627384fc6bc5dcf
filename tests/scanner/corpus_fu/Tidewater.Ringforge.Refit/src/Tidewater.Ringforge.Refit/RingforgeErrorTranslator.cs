using System;
using System.Linq;
using System.Net;
using System.Threading.Tasks;
using Refit;
using Tidewater.Ringforge.Refit.Models;

namespace Tidewater.Ringforge.Refit
{
    public enum RingforgeFailure { Unknown, BadKey, MissingUser, UnknownUser, IdentityProviderDown, ApiDisabled, ListNotFound, RateLimited }

    public static class RingforgeErrorTranslator
    {
        public static async Task<(RingforgeFailure Kind, string Message)> TranslateAsync(ApiException ex)
        {
            var problem = await ex.GetContentAsAsync<RingforgeProblem>().ConfigureAwait(false);
            var message = problem?.Error ?? ex.Message;

            if (problem?.Details?.Count > 0)
            {
                message += " (" + string.Join(", ", problem.Details.Select(d => d.Path + ": " + d.Message)) + ")";
            }

            var kind = ex.StatusCode switch
            {
                HttpStatusCode.Unauthorized => RingforgeFailure.BadKey,
                HttpStatusCode.BadRequest => RingforgeFailure.MissingUser,
                HttpStatusCode.NotFound when message.StartsWith("user not found", StringComparison.OrdinalIgnoreCase) => RingforgeFailure.UnknownUser,
                HttpStatusCode.NotFound => RingforgeFailure.ListNotFound,
                HttpStatusCode.BadGateway => RingforgeFailure.IdentityProviderDown,
                HttpStatusCode.ServiceUnavailable => RingforgeFailure.ApiDisabled,
                (HttpStatusCode)429 => RingforgeFailure.RateLimited,
                _ => RingforgeFailure.Unknown,
            };

            return (kind, message);
        }
    }
}
