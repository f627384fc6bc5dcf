using System.Collections.Generic;

namespace Tidewater.Ringforge.Refit.Models
{
    /// <summary>Body of a non-2xx Ringforge response.</summary>
    public sealed class RingforgeProblem
    {
        public string Error { get; set; } = "";
        public List<RingforgeProblemDetail> Details { get; set; } = new();
    }

    public sealed class RingforgeProblemDetail
    {
        public string Path { get; set; } = "";
        public string Message { get; set; } = "";
    }
}
