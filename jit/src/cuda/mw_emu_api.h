// The host side of the emulated device (MW_EMULATE builds): the worlds were laid out in host
// memory by the same code that lays them out on a GPU (mw-cuda's device.rs); a launch of the
// megakernel is mw_emu_launch (mw_emulate.h) of `grid` blocks of `block` threads.

extern "C" void mw_emu_run(MwDev* d, uint32_t step, uint32_t grid, uint32_t block) {
    mw_emu_launch(grid, block, [=] { mw_run_phases(d, step); });
}
