//! Growable arrays that never move: a large virtual reservation, paged in on first touch.
//!
//! Madrona grows tables by reserving virtual memory up front and committing pages on demand
//! (paper §5.1), so a table never moves and exports that alias it stay valid. On the CPU we do
//! the same with an anonymous `MAP_NORESERVE` mapping: untouched pages cost nothing, touched
//! pages are zero-filled by the OS, and pages past the end of a shrunk table are handed back
//! with `madvise(MADV_DONTNEED)`.

use std::ptr::NonNull;

/// A fixed virtual reservation of `bytes`, zero-initialised, at a stable address.
pub(crate) struct Region {
    ptr: NonNull<u8>,
    bytes: usize,
}

// SAFETY: the region is plain memory, an owned mapping unmapped once, from any thread; it hands
// out raw pointers only, so synchronising what they touch is the owner's business.
unsafe impl Send for Region {}
// SAFETY: as for Send: a `&Region` gives only its address and size, and page advice or
// residency queries (system calls any thread may make at any time).
unsafe impl Sync for Region {}

const PAGE: usize = 4096;

impl Region {
    /// Reserves `bytes` (rounded up to pages). Tries smaller sizes down to `min_bytes` if the
    /// system refuses; returns `None` only if even that fails.
    pub(crate) fn reserve(bytes: usize, min_bytes: usize) -> Option<Region> {
        let mut want = bytes.max(PAGE).next_multiple_of(PAGE);
        let min = min_bytes.max(PAGE).next_multiple_of(PAGE);
        loop {
            // SAFETY: an anonymous private mapping with no address hint; the result is checked.
            let p = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    want,
                    libc::PROT_READ | libc::PROT_WRITE,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                    -1,
                    0,
                )
            };
            if p != libc::MAP_FAILED {
                return Some(Region { ptr: NonNull::new(p as *mut u8)?, bytes: want });
            }
            if want <= min {
                return None;
            }
            want = (want / 2).max(min).next_multiple_of(PAGE);
        }
    }

    pub(crate) fn as_ptr(&self) -> *mut u8 {
        self.ptr.as_ptr()
    }

    pub(crate) fn bytes(&self) -> usize {
        self.bytes
    }

    /// Returns the pages from byte `from` to the end to the OS; they read as zero afterwards.
    pub(crate) fn release_from(&self, from: usize) {
        let start = from.next_multiple_of(PAGE);
        if start >= self.bytes {
            return;
        }
        // SAFETY: the range is inside our mapping and page aligned.
        unsafe {
            libc::madvise(self.ptr.as_ptr().add(start) as *mut libc::c_void, self.bytes - start, libc::MADV_DONTNEED);
        }
    }

    /// Bytes of the region currently resident in memory (pages the OS has backed), by
    /// `mincore`; a measurement for tests and diagnostics, not used by the runtime itself.
    pub(crate) fn resident_bytes(&self) -> usize {
        // SAFETY: sysconf has no preconditions.
        let page = match unsafe { libc::sysconf(libc::_SC_PAGESIZE) } {
            p if p > 0 => p as usize,
            _ => PAGE,
        };
        let pages = self.bytes.div_ceil(page);
        // Ask in bounded chunks: a reservation can span millions of pages.
        const CHUNK: usize = 1 << 16;
        let mut vec = vec![0u8; pages.min(CHUNK)];
        let mut resident = 0;
        let mut first = 0;
        while first < pages {
            let n = (pages - first).min(CHUNK);
            // SAFETY: the range lies inside our mapping (the mapping is page aligned and
            // `self.bytes` long), and `vec` holds one byte per page of it.
            let r = unsafe {
                libc::mincore(self.ptr.as_ptr().add(first * page) as *mut libc::c_void, n * page, vec.as_mut_ptr())
            };
            if r == 0 {
                resident += vec[..n].iter().filter(|&&b| b & 1 != 0).count();
            }
            first += n;
        }
        resident * page
    }
}

impl Drop for Region {
    fn drop(&mut self) {
        // SAFETY: we own the mapping.
        unsafe {
            libc::munmap(self.ptr.as_ptr() as *mut libc::c_void, self.bytes);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserve_write_release() {
        let r = Region::reserve(1 << 30, 1 << 20).unwrap();
        let p = r.as_ptr();
        assert!(r.bytes() > 900 * PAGE, "a reservation of {} bytes: too small for this test", r.bytes());
        // SAFETY: pages 5 and 900 lie inside the mapping (checked just above); it is readable and
        // writable.
        unsafe {
            *p.add(5 * PAGE) = 7;
            assert_eq!(*p.add(5 * PAGE), 7);
            assert_eq!(*p.add(900 * PAGE), 0);
        }
        r.release_from(PAGE);
        // SAFETY: as above: page 5 stays mapped, `release_from` only drops its contents.
        unsafe {
            assert_eq!(*p.add(5 * PAGE), 0);
        }
    }
}
